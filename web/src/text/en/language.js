// The language part's words (keys "language.<name>"); see ../text.js: the
// language pickers (views/language/language.js). The languages' own names
// are not here: each is written in its own language (text/languages.js).
export default {
  label: 'Language',
};
