// Las palabras dentro de las figuras (claves "figures.<name>", figures/figures.js),
// cargadas con ellas; las del control están en ./download.js.
export default {
  noPng: 'el navegador no dibujó ningún PNG.',
  captionSeparator: ' · ',
  scaled: 'dividido entre √dₖ',
  unscaled: 'sin escalar',
  separateProjections: 'proyecciones separadas',
  sharedProjections: 'q = k = v = x',
  causal: 'máscara causal',
  edited: 'números editados',
  matrixTitle: 'Pesos de atención',
  matrixAxes: 'filas: consulta · columnas: clave',
  legendWeight: 'peso',
  legendQueryRow: 'la fila de la consulta',
  legendMasked: '× enmascarada',
  softmaxTitle: 'Escalar y softmax para «{token}»',
  otherMarkScaled: 'el peso sin escalar',
  otherMarkUnscaled: 'el peso con escalado',
  linesTitle: 'De palabra a palabra: los pesos de «{token}»',
  linesLegend:
    'Cada consulta (izquierda) tiene una línea hacia cada clave (derecha), tan opaca como su peso.',
  queries: 'consultas',
  keys: 'claves',
  planeTitle: 'Media ponderada: x′ de «{token}» entre los vectores de valor',
  /** `percent`: un número entero. */
  planeKept: 'Este plano conserva el {percent} % de la dispersión de los vectores de valor.',
  planeValues: 'pesos',
};
