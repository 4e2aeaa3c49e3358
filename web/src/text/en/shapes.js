// The shapes part's words (keys "shapes.<name>"); see ../text.js.
export default {};
