// Viridis, a perceptually uniform scale that stays readable for the common
// kinds of colour blindness and in greyscale. Used for weights in [0, 1].
const VIRIDIS = [
  [0x44, 0x01, 0x54],
  [0x47, 0x2d, 0x7b],
  [0x3b, 0x52, 0x8b],
  [0x2c, 0x72, 0x8e],
  [0x21, 0x91, 0x8c],
  [0x28, 0xae, 0x80],
  [0x5e, 0xc9, 0x62],
  [0xad, 0xdc, 0x30],
  [0xfd, 0xe7, 0x25],
];

function viridisRgb(value) {
  const position = Math.min(Math.max(value, 0), 1) * (VIRIDIS.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, VIRIDIS.length - 1);
  const fraction = position - lower;
  return VIRIDIS[lower].map((channel, index) =>
    Math.round(channel + (VIRIDIS[upper][index] - channel) * fraction),
  );
}

// WCAG relative luminance, to pick the text colour with more contrast.
function luminance(rgb) {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const css = ([r, g, b]) => `rgb(${r}, ${g}, ${b})`;

/** Background colour for a weight and the black or white text that reads best on it. */
export function weightColours(value) {
  const rgb = viridisRgb(value);
  const light = luminance(rgb);
  const contrastWithBlack = (light + 0.05) / 0.05;
  const contrastWithWhite = 1.05 / (light + 0.05);
  return {
    background: css(rgb),
    text: contrastWithBlack >= contrastWithWhite ? '#000' : '#fff',
  };
}

/** A CSS gradient of the whole scale, for the legend. */
export function viridisGradient() {
  return `linear-gradient(to right, ${VIRIDIS.map(css).join(', ')})`;
}

/** Weights are shown with two decimals; the colour follows what is shown. */
const LEVELS = 100;

let levelStylesInstalled = null;

// One rule per shown weight (.weight-level-0 … -100) in a constructed style
// sheet (CSP allows it, unlike a <style> element). Cells that switch class
// share their computed style, which the browser caches; a distinct inline
// colour per cell made every update restyle each cell from scratch.
function installLevelStyles() {
  if (levelStylesInstalled !== null) return levelStylesInstalled;
  levelStylesInstalled = false;
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return false;
  try {
    const sheet = new CSSStyleSheet();
    const rules = [];
    for (let level = 0; level <= LEVELS; level++) {
      const colours = weightColours(level / LEVELS);
      rules.push(
        `.weight-level-${level} { background-color: ${colours.background}; color: ${colours.text}; }`,
      );
    }
    sheet.replaceSync(rules.join('\n'));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    levelStylesInstalled = true;
  } catch {
    // An engine without constructable style sheets: inline colours below.
  }
  return levelStylesInstalled;
}

// Each coloured element's level, so that a new colour replaces its class
// and an unchanged one writes nothing.
const levels = new WeakMap();

/**
 * Colours `element` for a weight as shown with two decimals: a level class
 * where the engine supports constructed style sheets, inline colours
 * otherwise. Only a change of level is written.
 */
export function colourByWeight(element, weight) {
  const level = Math.round(Math.min(Math.max(weight, 0), 1) * LEVELS);
  const previousLevel = levels.get(element);
  if (level === previousLevel) return;
  levels.set(element, level);
  if (installLevelStyles()) {
    if (previousLevel !== undefined) element.classList.remove(`weight-level-${previousLevel}`);
    element.classList.add(`weight-level-${level}`);
  } else {
    const colours = weightColours(level / LEVELS);
    element.style.setProperty('background-color', colours.background);
    element.style.setProperty('color', colours.text);
  }
}
