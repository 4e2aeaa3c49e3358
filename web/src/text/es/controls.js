// Las palabras de los controles (claves "controls.<name>"); ver ../text.js:
// los interruptores, el selector de cabezas y su enlace, los botones de los
// pasos y la velocidad, el nombre de la consulta en el título de los pasos,
// la nota sobre proyecciones compartidas.
export default {
  scale: 'Dividir entre {sqrtDk}',
  scaleName: 'Dividir entre la raíz cuadrada de d k',
  projections: 'Proyecciones Q, K, V separadas',
  causal: 'Máscara causal',
  practice: 'Pruébalo tú',
  heads: 'Cabezas',
  // Las palabras antes y después de {heads} van en cajas separadas: un móvil
  // muestra solo la parte de antes y "{heads} ↓" (ver .heads-link-where).
  headsLink: 'Ver las {heads} bajo la matriz',
  headsCount: '{count} cabezas',
  previous: 'Anterior',
  play: 'Reproducir',
  pause: 'Pausa',
  next: 'Siguiente',
  reset: 'Restablecer',
  speed: 'Velocidad',
  speedValue: '{speed}×',
  queryName: '«{word}»',
  sharedNote:
    '{equation} La consulta de cada palabra es ahora su propio embedding, y un vector suele alinearse mejor consigo mismo que con los de otras palabras. {selfAttention} Con proyecciones separadas (aquí fijadas a mano; un modelo real las aprende), una palabra puede buscar algo distinto de su propio reflejo.',
  loadError: 'No se pudo cargar el núcleo de cálculo: {message}',
};
