// The share part's words (keys "share.<name>"); see ../text.js.
export default {};
