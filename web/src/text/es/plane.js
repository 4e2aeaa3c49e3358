// Las palabras del plano (claves "plane.<name>"); ver ../text.js.
export default {
  /** El nombre accesible de la imagen. */
  pictureName: 'El plano',
  title: 'Media ponderada: x′ de «{token}» entre los vectores de valor',
  /** `percent`: un número entero. */
  kept: 'Este plano conserva el {percent} % de la dispersión de los vectores de valor.',
  note: 'Llevar los valores a este plano es una aplicación lineal, y las aplicaciones lineales conservan las medias ponderadas. Así que el x′ dibujado no es una aproximación: está exactamente en la media ponderada de los v dibujados, con los mismos pesos. Por el camino solo pueden encogerse las longitudes y los ángulos.',
  /** El punto de un valor: v con la clave como subíndice, y su peso. */
  valueName: 'v_{key}, peso {weight}',
  /** El punto de x′, con la consulta como subíndice. */
  outputName: 'x′_{token}, la media ponderada',
};
