// Las palabras de la parte de práctica (claves «practice.<name>»); ver ../text.js.
export default {
  mistakeSwapped:
    'Parece que intercambiaste consulta y clave: la clave de la palabra de consulta por la consulta de la otra palabra (k·q).',
  mistakeQueryQuery:
    'Parece que multiplicaste dos consultas (q·q): el segundo vector debe ser la clave de la otra palabra.',
  mistakeKeyKey:
    'Parece que multiplicaste dos claves (k·k): el primer vector debe ser la consulta de la palabra de consulta.',
  mistakeWithoutScale:
    'Parece que falta dividir entre √dₖ: la softmax recibió las puntuaciones sin escalar.',
  mistakeDividedByDk:
    'Parece que dividiste las puntuaciones entre dₖ en lugar de entre su raíz √dₖ.',
  mistakeColumnSoftmax:
    'Parece que la softmax recorrió la columna de la clave, sobre las consultas, en lugar de la fila de la consulta con sus claves.',
  mistakeWithoutExp:
    'Parece que dividiste cada puntuación entre la suma de las puntuaciones sin elevar antes e a ellas: eso es s ÷ Σs, no la softmax.',
  mistakeRounding:
    'Casi: el razonamiento es correcto, pero redondeaste o cortaste un número demasiado pronto. Conserva al menos tres decimales hasta el final.',
  mistakeTopValueOnly:
    'Parece que tomaste solo el valor de la palabra con más peso, en lugar de la suma ponderada de todos los valores.',
  mistakeUnweightedSum: 'Parece que sumaste los valores sin multiplicar cada uno por su peso.',
  mistakePlainAverage:
    'Parece que hiciste la media simple de los valores, todos con la misma importancia, en lugar de ponderarlos con la atención.',
  mistakeScaledScoreAsWeight:
    'Parece que usaste las puntuaciones escaladas como pesos, sin la softmax que las convierte en pesos.',
};
