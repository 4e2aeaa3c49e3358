// The matrix part's words (keys "matrix.<name>"); see ../text.js.
export default {};
