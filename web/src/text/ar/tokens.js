// Arabic of ../en/tokens.js: the same keys and placeholders; terms and
// style in docs/languages.md.
export default {
  id: 'المعرّف {id}',
  position: 'الكلمة {position}',
};
