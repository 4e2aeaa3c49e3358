// The wording part's words (keys "wording.<name>"); see ../text.js.
export default {};
