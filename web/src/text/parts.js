// The parts whose views load when first needed (main.js): their words load
// with them, in the shown language. Each language's loader.js names them in
// its patterns (which must be literal); tests/core/locales.test.js checks
// that they agree with this list.
export const LAZY_PARTS = ['editor', 'figures', 'heads', 'lines', 'plane', 'shapes'];
