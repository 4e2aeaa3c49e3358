// Las palabras de «Editar los números» (claves "editor.<name>"); ver
// ../text.js: sus ejemplos, los nombres de sus casillas y lo que dice cuando
// rechaza un número (number-box.js, number-text.js).
export default {
  intro:
    'Cambia cualquier número y el núcleo vuelve a calcular al instante las consultas, las claves, los valores y todos los pesos. Escribe un valor y pulsa Intro (o pasa a otra casilla), o usa ↑ y ↓ para cambiarlo en {nudge} (con Mayús, en {fineNudge}).',
  presets: 'Ejemplos',
  presetChapter: 'Ejemplo del capítulo',
  presetShared: 'q = k = v',
  presetFliesToTime: 'Que «flies» atienda a «time»',
  presetRefused: 'El laboratorio no pudo usar ese ejemplo: {error}',
  // Aparece con «Que «flies» atienda a «time»»: por qué funciona. Los números
  // están (aún) en el texto; un vector con coma decimal separa sus
  // componentes con «;».
  fliesToTime:
    'Al cambiar un solo peso, el de {wk} en la fila 1, columna 2, de −2 a 1, cambia la segunda componente de cada clave, la única que mira la consulta de «flies», [0;\u00a03;\u00a00;\u00a00]. Así la clave de «time» sube a [2;\u00a03;\u00a00;\u00a01] (puntuación 9) y la de «arrow» baja a [0;\u00a0−1,5;\u00a00;\u00a00] (puntuación −4,5).',
  sharedNote:
    'Las proyecciones Q, K, V están desactivadas (q = k = v = x), así que {wq}, {wk} y {wv} no se usan hasta que las vuelvas a activar.',
  notInLink:
    'Estos cambios no están en el enlace: has cambiado {count} números y un enlace admite como máximo {max}. La frase y los ajustes sí están.',
  readoutTitle: 'Pesos de «{word}» ahora:',
  readoutName: 'Pesos de {word}',
  // Títulos de las tablas: el nombre y el símbolo de la matriz, y una nota discreta.
  embeddingsCaption: 'Matriz de embeddings {matrix}',
  embeddingsNote: 'una fila por palabra',
  makesQueries: 'genera cada consulta',
  makesKeys: 'genera cada clave',
  makesValues: 'genera cada valor',
  // El nombre accesible de cada casilla; una palabra repetida da también su posición.
  embeddingBox: 'embedding de {word}, componente {entry}',
  repeatedEmbeddingBox: 'embedding de {word} (palabra {position}), componente {entry}',
  projectionBox: '{matrix}, fila {row}, columna {column}',
  changedFrom: 'cambiado, antes {value}',
  // Un rechazo y después lo que conserva la casilla.
  keeps: '{box} conserva {value}.',
  coreRefused: 'El núcleo rechazó ese número: {error}.',
  nudgeTooLarge: '{value} sería demasiado grande: aquí los números van de {min} a {max}.',
  // Lo que dice number-text.js del texto escrito; {text} se acorta si es largo.
  numberTooLong:
    '«{text}» es demasiado largo para un número: una casilla admite como máximo {max} caracteres.',
  emptyBox: 'La casilla está vacía: escribe un número.',
  notANumber: '«{text}» no es un número.',
  ambiguousComma:
    '«{text}» es ambiguo: la coma podría separar los miles ({thousands}) o marcar los decimales ({decimal}). Escribe {thousandsTyped} o {decimalTyped}.',
  numberTooLarge: '«{text}» es demasiado grande: aquí los números van de {min} a {max}.',
};
