// The plane part's words (keys "plane.<name>"); see ../text.js.
export default {};
