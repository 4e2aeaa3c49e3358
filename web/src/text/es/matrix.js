// Las palabras de la matriz de pesos (claves "matrix.<name>"); ver ../text.js.
export default {
  legendRamp:
    'Escala de color del morado oscuro para el peso 0, pasando por el verde azulado, al amarillo para el peso 1',
  scrollHint:
    'La tabla es más ancha que la pantalla: desplázala hacia los lados (o muévete con las flechas) para ver más claves y la columna Suma.',
  cornerQuery: 'consulta ↓',
  cornerKey: 'clave →',
  sum: 'Suma',
  /** El nombre accesible de una celda: su par y su peso. */
  cellName: '{query} → {key}: {weight}',
  /** El de una celda con la máscara causal, que oculta la clave. */
  cellNameMasked: '{query} → {key}: enmascarada',
  cellNameHidden: '{query} → {key}: oculto hasta que predigas adónde mira {query}',
  cellNameAsked: '{query} → {key}: se muestra cuando encuentres el peso de {target} en el paso 3',
  /** La imagen de los pesos del capítulo, hecha al compilar (scripts/matrix-picture.js). */
  pictureTitle: 'Pesos de atención',
  pictureAxes: 'filas: consulta · columnas: clave',
  pictureRow: '{token} da {weight} a {keys}',
  pictureAlt:
    'Pesos de atención de «{sentence}», una fila por cada palabra como consulta y una columna por cada palabra como clave. El mayor de cada fila: {rows}.',
  pictureRowSeparator: '; ',
};
