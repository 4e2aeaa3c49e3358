// Las palabras del dibujo de líneas (claves "lines.<name>"); ver ../text.js.
export default {
  title: 'De palabra a palabra',
  note: 'Cada consulta de la izquierda envía una línea a cada clave de la derecha, tan opaca como su peso. Señala una palabra, o llega a ella con Tab y las flechas, para ver solo sus líneas.',
  queries: 'Consultas',
  keys: 'Claves',
  /** El nombre accesible de una palabra, del lado de las consultas o de las claves. */
  queryWord: '{word} (consulta)',
  keyWord: '{word} (clave)',
  textSummary: 'Las claves más fuertes de cada consulta, en texto',
  /** La clave más fuerte de una consulta y la siguiente, con sus pesos. */
  looksMostAtTwo:
    '«{query}» mira sobre todo a «{first}» {firstWeight}, y después a «{second}» {secondWeight}',
  /** Lo mismo para una frase de una sola palabra. */
  looksMostAtOne: '«{query}» mira sobre todo a «{first}» {firstWeight}',
};
