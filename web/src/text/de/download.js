// Die Wörter des Bedienelements „Abbildung herunterladen“ (Schlüssel
// "download.<name>"); die Wörter der Abbildungen selbst sind ./figures.js.
export default {
  title: 'Abbildung herunterladen',
  of: 'Abbildung herunterladen: {picture}',
  svg: 'SVG',
  png: 'PNG (2×)',
  dark: 'Dunkler Hintergrund',
  saving: 'Die Abbildung wird erstellt …',
  saved: '{file} gespeichert.',
  failed: 'Die Abbildung konnte nicht erstellt werden: {message}',
  matrix: 'die Gewichtsmatrix',
  softmax: 'die Softmax-Balken',
  plane: 'der gewichtete Mittelwert',
  lines: 'von Wort zu Wort',
};
