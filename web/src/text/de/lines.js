// Die Wörter des Linienbilds (Schlüssel "lines.<name>"); siehe ../text.js.
export default {
  title: 'Von Wort zu Wort',
  note: 'Jede Query links schickt eine Linie zu jedem Key rechts, so kräftig wie ihr Gewicht. Zeigen Sie auf ein Wort oder gehen Sie mit Tab und den Pfeiltasten dorthin, um nur seine Linien zu sehen.',
  queries: 'Queries',
  keys: 'Keys',
  /** Der zugängliche Name eines Wortes, auf der Seite der Queries oder der Keys. */
  queryWord: '{word} (Query)',
  keyWord: '{word} (Key)',
  textSummary: 'Die stärksten Keys jeder Query als Text',
  /** Der stärkste Key einer Query und der nächste, mit ihren Gewichten. */
  looksMostAtTwo:
    '„{query}“ achtet am meisten auf „{first}“ {firstWeight}, dann auf „{second}“ {secondWeight}',
  /** Dasselbe für einen Satz aus einem Wort. */
  looksMostAtOne: '„{query}“ achtet am meisten auf „{first}“ {firstWeight}',
};
