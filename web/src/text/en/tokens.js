// The tokens part's words (keys "tokens.<name>"); see ../text.js: what each
// query chip says under its word.
export default {
  // The chapter's words have BERT ids; a learner's words show their position.
  id: 'id {id}',
  position: 'word {position}',
};
