// Las palabras del panel Insertar (claves "share.<name>"); ver ../text.js:
// el panel y el código que entrega.
export default {
  note: 'El código abre el laboratorio en su estado actual, sin el título de la página ni el pie, en un marco sin borde lo bastante alto para sus pasos en una pantalla ancha.',
  frameShows: 'El marco muestra',
  viewAll: 'Los pasos y la matriz de pesos',
  viewSteps: 'Solo los pasos',
  viewMatrix: 'Solo la matriz de pesos',
  controls: 'Paneles de edición (tu frase, tus números, formas con d = 768)',
  colours: 'Colores',
  themeAuto: 'Claro u oscuro, según el ajuste del dispositivo del lector',
  themeLight: 'Siempre claro (para una página de curso clara)',
  themeDark: 'Siempre oscuro',
  copy: 'Copiar el código para insertar',
  copied: 'Copiado. Pégalo en la página de tu curso.',
  selectToCopy: 'Selecciona el código de abajo y cópialo.',
  codeLabel: 'Código para insertar',
  listenerNote:
    'Añade también estas líneas una vez a la página del curso: el laboratorio le dice a la página qué altura tiene cada vez que cambia (se abre un panel, una pantalla estrecha apila las partes), y ellas ajustan cada marco del laboratorio a esa altura, para que nunca necesite barra de desplazamiento ni corte un paso.',
  listenerLabel: 'Script para la página del curso',
  // El title del iframe, por el que un lector de pantalla nombra el marco.
  frameTitle: 'Laboratorio de atención: autoatención de producto escalar escalado',
};
