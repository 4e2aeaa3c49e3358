// Las palabras de la hoja impresa (claves "print.<name>", print/handout.js).
// {token} llega entre comillas. El papel no se puede pulsar: ninguna frase
// pide al lector que haga algo en la página.
export default {
  title: 'Autoatención para {token}',
  sentence: 'Frase: {sentence}',
  /** `caption`: la consulta y los ajustes, como bajo cada figura. */
  settings: 'Consulta y ajustes: {caption} · dₖ = {dimension}',
  project:
    'El embedding x de {token} se multiplica por {wq}, {wk} y {wv}, lo que da su consulta q (lo que busca), su clave k (por lo que se la encuentra) y su valor v (lo que transmite).',
  score:
    'La consulta de {token} se compara con cada clave mediante un producto escalar: se multiplican las componentes correspondientes y se suman. La fórmula lo detalla para una clave.',
  softmaxScaled:
    'Las puntuaciones se dividen entre √dₖ = √{dimension}; la softmax las convierte en pesos: e elevado a cada puntuación, dividido entre su suma. Los pesos suman 1.',
  softmaxRaw:
    'El escalado está desactivado, así que la softmax lee las puntuaciones sin escalar: e elevado a cada puntuación, dividido entre su suma. Los pesos suman 1.',
  sum: 'El nuevo embedding x′ de {token} es la suma de todos los vectores de valor, cada uno multiplicado por su peso.',
  vector: 'Vector',
  /** Los nombres de las filas de la tabla del paso 1. */
  embedding: 'x (embedding)',
  query: 'q (consulta)',
  key: 'k (clave)',
  value: 'v (valor)',
  product: 'peso × v',
  output: 'x′',
  picturesTitle: 'Los pesos en imágenes',
  madeWith: 'Hecho con el Laboratorio de atención: {address}',
  /** Practice mode (print/handout.js): what the sheet leaves open. */
  practiceSheet:
    'Una hoja de práctica: los números que aún no se han encontrado aparecen como ?, y las imágenes de los pesos se omiten. Impreso sin el modo de práctica, el folleto muestra todos los números.',
  withheldStep:
    'Queda abierto en esta hoja de práctica: primero hay que predecir a qué palabra atiende más {token}; sus pesos, y los números de este paso, se deducen de ello.',
};
