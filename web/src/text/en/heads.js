// The heads part's words (keys "heads.<name>"); see ../text.js.
export default {};
