// The steps part's words (keys "steps.<name>"); see ../text.js.
export default {};
