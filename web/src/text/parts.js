// The parts whose views load when first needed (main.js): their words load
// with them, in the shown language. Each language's loader.js names them in
// its patterns (which must be literal); tests/core/locales.test.js checks
// that they agree with this list.
export const LAZY_PARTS = [
  'editor',
  'figures',
  'heads',
  'lines',
  'plane',
  'practice',
  'print',
  'scaling',
  'shapes',
  'share',
];

/**
 * The page shell's words only index.html has, written at build time and
 * never by the page: the no-script message, the message of a frame whose
 * scripts did not load (a page whose scripts run never shows it) and the
 * link preview's alt text. The build leaves them out of the languages'
 * chunks (vite.config.js).
 */
export const BUILD_ONLY_PAGE_WORDS = [
  'noScriptTitle',
  'noScriptText',
  'noScriptOpen',
  'noScriptLink',
  'noStartTitle',
  'noStartText',
  'noStartLink',
  'previewAlt',
  'fromDiskTitle',
  'fromDiskText',
  'fromDiskLink',
];
