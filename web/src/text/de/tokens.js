// Die Wörter der Token-Auswahl (Schlüssel "tokens.<name>"); siehe ../text.js:
// was jeder Query-Chip unter seinem Wort sagt.
export default {
  // Die Wörter des Kapitels haben BERT-IDs; eigene Wörter zeigen ihre Position.
  id: 'ID {id}',
  position: 'Wort {position}',
};
