// Las palabras del control «Descargar figura» (claves "download.<name>");
// las de las figuras mismas están en ./figures.js.
export default {
  title: 'Descargar figura',
  /** The button that prints the handout (views/print/print-handout.js). */
  printHandout: 'Imprimir hoja de trabajo',
};
