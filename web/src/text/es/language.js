// The language part's words (keys "language.<name>"); see ../en/language.js.
export default {
  label: 'Idioma',
};
