// The page part's words (keys "page.<name>"); see ../text.js.
export default {};
