// Las palabras de «Tu propia frase» (claves "sentence.<name>"); ver
// ../text.js: la casilla, sus botones y lo que responde.
export default {
  label: 'Frase',
  apply: 'Aplicar',
  reset: 'Volver al ejemplo del capítulo',
  hint: 'Escribe la tuya, de hasta {count} palabras. Las letras y las cifras forman palabras, cada emoji cuenta como palabra y todo lo demás solo las separa (así, «franco-alemán» se convierte en «franco» y «alemán»).',
  empty: 'Escribe al menos una palabra. Se sigue usando la frase de arriba.',
  noWords:
    'Ahí no hay ninguna palabra, solo signos de puntuación o símbolos. Las palabras se forman con letras, cifras o emojis; se sigue usando la frase anterior.',
  longWord:
    'Una de esas palabras tiene más de {max} caracteres, demasiado larga para dibujarla. Acórtala; se sigue usando la frase anterior.',
  refused: 'El laboratorio no pudo usar esa frase: {error}',
  chapter: 'Esa es la frase del propio capítulo, así que el laboratorio muestra sus números.',
  cut: 'Has escrito {typed} palabras; el laboratorio admite hasta {max}, así que usa las {max} primeras. La matriz de pesos es ahora de {n} × {n}.',
  usingOne: 'Ahora se usa tu frase de {n} palabra: la matriz de pesos es de {n} × {n}.',
  usingMany: 'Ahora se usa tu frase de {n} palabras: la matriz de pesos es de {n} × {n}.',
  resetRefused: 'El laboratorio no pudo volver atrás: {error}',
  backToChapter: 'De vuelta al ejemplo del capítulo, «{sentence}», con sus propios números.',
};
