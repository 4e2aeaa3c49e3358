// The tokens part's words (keys "tokens.<name>"); see ../text.js.
export default {};
