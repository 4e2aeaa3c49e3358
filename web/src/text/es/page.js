// Las palabras de la propia página (claves "page.<name>"); ver ../text.js. Se
// escriben en index.html al compilar (scripts/page-text.js): su cabecera,
// encabezado, contenidos alternativos, títulos y notas.
export default {
  title: 'Laboratorio de atención · autoatención de producto escalar escalado',
  description:
    'Recorre paso a paso la autoatención de producto escalar escalado sobre «time flies like an arrow», calculada en directo con WebAssembly.',
  previewAlt:
    'La matriz de 5 × 5 pesos de atención del laboratorio para «time flies like an arrow», en colores viridis, con cada peso escrito en su celda.',
  backLink: 'Volver al curso',
  kicker: 'Laboratorio de atención',
  heading: 'Cómo decide una palabra adónde mirar',
  intro:
    'Elige una palabra de consulta y recorre las cuatro operaciones que deciden cuánta atención presta a cada palabra de la frase.',
  noScriptTitle: 'Este laboratorio necesita JavaScript',
  noScriptText:
    'El laboratorio calcula cada número en tu navegador, con JavaScript y WebAssembly, y aquí JavaScript está desactivado. Esto es lo que muestra para la frase del capítulo: cómo cada palabra de consulta (fila) reparte su atención entre las claves (columnas).',
  noScriptOpen:
    '{link} cuando JavaScript esté activado para elegir palabras, recorrer el cálculo paso a paso y probar tu propia frase.',
  noScriptLink: 'Abre el laboratorio en una pestaña nueva',
  noStartTitle: 'El laboratorio no se ha iniciado en este marco',
  noStartText:
    'Sus scripts no se cargaron: puede que la página que rodea este marco no los permita. Aquí están los pesos de atención del capítulo tal como los calculó el laboratorio al compilarse, una fila por palabra de consulta.',
  noStartLink: 'Abrir solo el laboratorio en una pestaña nueva',
  fromDiskTitle: 'Abre attention-lab.html en su lugar',
  fromDiskText:
    'Esta página es el laboratorio tal como lo sirve un servidor web; abierta como archivo desde tu ordenador, sus scripts no pueden cargarse. El archivo attention-lab.html de la misma carpeta es todo el laboratorio en una sola página: abre ese. Funciona sin conexión y no hace ninguna petición.',
  fromDiskLink: 'Abrir attention-lab.html',
  labTitle: 'Laboratorio de atención',
  controlsLabel: 'Consulta y ajustes',
  tokenLegend: 'Token de consulta',
  sentenceTitle: 'Tu propia frase',
  editorTitle: 'Editar los números',
  stepsTitle: 'Cuatro pasos para {query}',
  stepList: 'Pasos',
  stepControls: 'Controles de los pasos',
  matrixTitle: 'Pesos de atención',
  matrixNote:
    'Cada fila es una palabra de consulta, y sus pesos muestran cómo reparte su atención entre las claves de las columnas. Elige una celda para explorar ese par.',
  // Por qué el laboratorio nombra un peso con la consulta primero, y el capítulo con la clave.
  matrixNotation:
    'Como la tabla, el laboratorio nombra un peso con la fila primero, {wij} para la consulta i y la clave j; el capítulo escribe el mismo peso con la clave primero, como {wji}.',
  matrixLink: 'Ver toda la matriz de pesos',
  averageLink: 'Ver la fila elegida como media ponderada',
  toyNote:
    'Estos pesos salen de números inventados: el vector de cada palabra se calcula a partir de sus letras (la misma palabra recibe siempre los mismos números), y {wq}, {wk}, {wv} son las matrices del capítulo, fijadas a mano, no entrenadas. Así que el patrón no dice nada sobre lo que significa tu frase; solo muestra cómo funciona el cálculo.',
  picturesTitle: 'Los mismos pesos, dibujados',
  shapesTitle: 'Sigue las formas: el mismo código con 768 dimensiones',
  shareLabel: 'Insertar',
  shareSummary: 'Insertar este laboratorio en la página de un curso',
  footer:
    'Laboratorio de atención · números de un núcleo en C++/Eigen compilado a WebAssembly · funciona sin conexión, sin rastreo.',
};
