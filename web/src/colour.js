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
