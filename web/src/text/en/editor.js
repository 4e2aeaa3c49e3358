// The editor part's words (keys "editor.<name>"); see ../text.js.
export default {};
