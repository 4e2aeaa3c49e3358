// Las palabras del selector de tokens (claves "tokens.<name>"); ver
// ../text.js: lo que dice cada ficha de consulta bajo su palabra.
export default {
  // Las palabras del capítulo tienen id de BERT; las tuyas muestran su posición.
  id: 'ID {id}',
  position: 'palabra {position}',
};
