// The sentence part's words (keys "sentence.<name>"); see ../text.js.
export default {};
