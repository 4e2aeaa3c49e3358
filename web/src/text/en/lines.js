// The lines part's words (keys "lines.<name>"); see ../text.js.
export default {};
