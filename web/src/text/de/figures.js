// Die Wörter in den Abbildungen (Schlüssel "figures.<name>", figures/figures.js),
// geladen mit ihnen; die des Bedienelements sind ./download.js.
export default {
  noPng: 'der Browser hat kein PNG gezeichnet.',
  captionSeparator: ' · ',
  scaled: 'durch √dₖ geteilt',
  unscaled: 'nicht skaliert',
  separateProjections: 'getrennte Projektionen',
  sharedProjections: 'q = k = v = x',
  causal: 'kausale Maske',
  edited: 'geänderte Zahlen',
  matrixTitle: 'Aufmerksamkeitsgewichte',
  matrixAxes: 'Zeilen: Query · Spalten: Key',
  legendWeight: 'Gewicht',
  legendQueryRow: 'die Zeile der Query',
  legendMasked: '× maskiert',
  softmaxTitle: 'Skalierung & Softmax für „{token}“',
  otherMarkScaled: 'das Gewicht ohne Skalierung',
  otherMarkUnscaled: 'das Gewicht mit Skalierung',
  linesTitle: 'Von Wort zu Wort: die Gewichte von „{token}“',
  linesLegend:
    'Jede Query (links) hat eine Linie zu jedem Key (rechts), so kräftig wie ihr Gewicht.',
  queries: 'Queries',
  keys: 'Keys',
  planeTitle: 'Gewichteter Mittelwert: x′ von „{token}“ zwischen den Value-Vektoren',
  /** `percent`: eine ganze Zahl. */
  planeKept: 'Diese Ebene erhält {percent} % der Streuung der Value-Vektoren.',
  planeValues: 'Gewichte',
};
