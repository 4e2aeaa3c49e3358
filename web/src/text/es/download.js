// Las palabras del control «Descargar figura» (claves "download.<name>");
// las de las figuras mismas están en ./figures.js.
export default {
  title: 'Descargar figura',
  of: 'Descargar figura: {picture}',
  svg: 'SVG',
  png: 'PNG (2×)',
  dark: 'Fondo oscuro',
  saving: 'Creando la figura…',
  saved: 'Se ha guardado {file}.',
  failed: 'No se pudo crear la figura: {message}',
  matrix: 'la matriz de pesos',
  softmax: 'las barras de softmax',
  plane: 'la media ponderada',
  lines: 'de palabra a palabra',
};
