// The controls part's words (keys "controls.<name>"); see ../text.js.
export default {};
