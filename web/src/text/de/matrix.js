// Die Wörter der Gewichtsmatrix (Schlüssel "matrix.<name>"); siehe ../text.js.
export default {
  legendRamp: 'Farbskala von Dunkelviolett für Gewicht 0 über Blaugrün bis Gelb für Gewicht 1',
  scrollHint:
    'Die Tabelle ist breiter als der Bildschirm: Scrollen Sie seitwärts (oder bewegen Sie sich mit den Pfeiltasten), um weitere Keys und die Spalte „Summe“ zu sehen.',
  cornerQuery: 'Query ↓',
  cornerKey: 'Key →',
  sum: 'Summe',
  /** Der zugängliche Name einer Zelle: ihr Paar und ihr Gewicht. */
  cellName: '{query} → {key}: {weight}',
  /** Derselbe unter der kausalen Maske, die den Key verdeckt. */
  cellNameMasked: '{query} → {key}: maskiert',
  cellNameHidden: '{query} → {key}: verborgen, bis Sie vorhersagen, wohin {query} schaut',
  cellNameAsked:
    '{query} → {key}: sichtbar, sobald Sie das Gewicht von {target} in Schritt 3 gefunden haben',
  /** Das beim Build erzeugte Bild der Gewichte aus dem Kapitel (scripts/matrix-picture.js). */
  pictureTitle: 'Aufmerksamkeitsgewichte',
  pictureAxes: 'Zeilen: Query · Spalten: Key',
  pictureRow: '{token} gibt {weight} an {keys}',
  pictureAlt:
    'Aufmerksamkeitsgewichte von „{sentence}“, eine Zeile pro Query-Wort und eine Spalte pro Key-Wort. Das größte Gewicht jeder Zeile: {rows}.',
  pictureRowSeparator: '; ',
};
