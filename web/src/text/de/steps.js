// Die Wörter der Schritte (Schlüssel "steps.<name>"); siehe ../text.js.
// {token}, {key} und {names} kommen in Anführungszeichen (wording.quoted);
// {label} ist ein Wort, wie geschrieben. {q}, {k}, {v}, {symbol}, {mark} und
// {sum} sind Elemente.
export default {
  // Die Schrittliste, die Kopfzeile und die Live-Region (step-pages.js).
  eyebrow: 'Schritt {number} von {count}',
  announcement: 'Schritt {number} von {count}: {title}. {summary}',
  formula: 'Formel',
  // Practice mode, while the query's weights wait for its prediction.
  withheld:
    'Noch verborgen: Sagen Sie zuerst über den Schritten voraus, auf welches Wort {token} am stärksten achtet. Die Gewichte erscheinen, sobald Sie geantwortet haben.',

  // Schritt 1 (project-step.js).
  projectTitle: 'Projektion',
  projectSummary: '{token} erhält seinen Query-, Key- und Value-Vektor.',
  projectMultiplies:
    'Das Embedding x von {token} wird mit drei Matrizen multipliziert (die Karten unten). Das ergibt seine Query (wonach es sucht), seinen Key (woran es gefunden wird) und seinen Value (was es weitergibt).',
  projectRows:
    'Jeder Eintrag von x skaliert eine Zeile der Matrix, und die skalierten Zeilen werden addiert: Eine 0 überspringt ihre Zeile, eine 1 übernimmt sie unverändert.',
  chapterMatrices:
    'Die drei Matrizen sind von Hand so gesetzt, dass sie die Zahlen des Kapitels ergeben; ein echtes Modell lernt sie im Training.',
  ownSentenceCaveat:
    'Hier wurde nichts trainiert: x enthält Spielzahlen, berechnet aus den Buchstaben jedes Wortes, und die Matrizen sind die des Kapitels, von Hand gesetzt. Die Gewichte sagen also nichts über die Bedeutung Ihres Satzes.',
  sharedProjections:
    'Die Projektionen sind ausgeschaltet, hier gibt es also nichts zu lernen: Query, Key und Value von {token} sind alle sein Embedding, unverändert.',
  rowOfMatrix: '(Zeile i von W)',
  rowName: 'Zeile {row}',
  rowTerm: '{factor} × Zeile {row}',
  queryCard: '{symbol} (Query)',
  keyCard: '{symbol} (Key)',
  valueCard: '{symbol} (Value)',
  rowsTaken: '{q}, {k} und {v} sind jeweils {rows} ihrer Matrix.',
  noRowTaken:
    '{q}, {k} und {v} sind nur Nullen: Jeder Eintrag von x ist 0, also wird keine Zeile genommen.',

  // Schritt 2 (score-step.js).
  scoreTitle: 'Scores',
  scoreSummary: '{token} wird mit jedem Key verglichen; mit {key} beträgt der Score {score}.',
  scoreCompares:
    'Die Query von {token} wird per Skalarprodukt mit jedem Key verglichen: einander entsprechende Einträge multiplizieren, dann addieren.',
  scorePickKey:
    'Vektoren, die in dieselbe Richtung zeigen, erzielen hohe Scores. Wählen Sie einen Key, um seine Summe ausgeschrieben zu sehen.',
  scoreTable: 'Scores von {label} mit jedem Key',
  keyHeading: 'Key',

  // Schritt 3 (softmax-step.js): mit Skalierung („scaled“) oder ohne („raw“).
  softmaxTitle: 'Skalierung & Softmax',
  softmaxSummary:
    'Die Scores von {token} werden in drei Stufen zu Gewichten: die Scores, e potenziert mit jedem Score und jeder dieser Werte geteilt durch ihre Summe.',
  scaledDivides:
    'Die Scores werden durch √dₖ = √{dimension} geteilt; das hält ihre Streuung nahe 1, wie lang die Vektoren auch sind (warum das wichtig ist, steht unter diesem Schritt). Die Softmax macht dann in zwei Zügen Gewichte daraus: e mit jedem Score potenzieren, dann jeden Wert durch ihre Summe teilen. Der Regler geht die Stufen in Ihrem Tempo durch.',
  rawScores:
    'Die Skalierung ist ausgeschaltet, also liest die Softmax die rohen Scores. Sie macht in zwei Zügen Gewichte daraus: e mit jedem Score potenzieren, dann jeden Wert durch ihre Summe teilen. Der Regler geht die Stufen in Ihrem Tempo durch.',
  /** Die Texte der Stufen, aus den Zahlen gebildet (softmax-step.js stageCaptions). */
  scoresScaled:
    'Jeder Score geteilt durch √{dimension}: Der höchste ist {top}, bei {names}. Jeder Balken reicht bis zum skalierten Score seines Keys.',
  scoresRaw:
    'Die rohen Scores: Der höchste ist {top}, bei {names}. Jeder Balken reicht bis zum Score seines Keys.',
  /** `power`: e^4.5; `largest`: sein Wert, 90.0 (beide formatiert der Code). */
  exponentialsApart:
    'Die Softmax potenziert e mit jedem Score, und der größte Wert setzt sich ab: Für {names} ergibt sich {power} ≈ {largest}, das {ratio}-Fache von {nextLargest} bei {nextNames} ({nextPower}). Die Balken sind am größten Wert gemessen, also schrumpfen die anderen.',
  exponentialsClose:
    'Die Softmax potenziert e mit jedem Score: Für {names} ergibt sich {power} ≈ {largest} und für {nextNames} {nextPower} ≈ {nextLargest}, mehr als halb so viel; ihre Gewichte liegen also höchstens um den Faktor zwei auseinander.',
  exponentialsEven:
    'Die Softmax potenziert e mit jedem Score; die Scores sind gleich, also erhält jeder Key {power} ≈ {largest}, und keiner setzt sich ab.',
  maskedExponential: 'Für einen maskierten Key ist e^−∞ gleich 0.',
  shiftedRow:
    'Diese Scores sind zu groß, als dass sich e hoch Score noch hinschreiben ließe; daher wird von jedem zuerst der größte, {shift}, abgezogen. Die Division durch die Summe hebt das wieder auf.',
  power: 'e^{score}',
  shiftedPower: 'e^({score} − {shift})',
  weightsDivided_one:
    'Zuletzt wird jedes {exponential} durch ihre Summe {sum} geteilt: Das sind die Gewichte, sie ergeben zusammen 1, und auf {names} entfällt {weight}.',
  /** `count` Keys teilen sich das größte Gewicht. */
  weightsDivided_other:
    'Zuletzt wird jedes {exponential} durch ihre Summe {sum} geteilt: Das sind die Gewichte, sie ergeben zusammen 1, und auf {names} entfällt je {weight}.',
  scaledCompared:
    'Ohne die Division durch √{dimension} wäre das größte Gewicht von {token} {other} statt {shown}.',
  rawCompared:
    'Das größte Gewicht von {token} ist {shown}; mit vorheriger Division durch √dₖ = √{dimension} wäre es {other}.',
  /** Der Stufenregler und die Namen seiner Stufen. */
  stageSlider: 'Softmax-Stufe',
  stageValue: 'Stufe {number} von {count}: {name}',
  stageScaled: 'Scores ÷ √{dimension}',
  stageRaw: 'Scores',
  stageWeights: 'Gewichte',
  replay: 'Wiederholen',
  exponentialName: 'eˢ',
  shiftedExponentialName: 'e^(s − {shift})',
  softmaxTable: 'Softmax für {label}',
  softmaxBox: 'Softmax-Tabelle',
  scoreHeading: 'Score',
  weightHeading: 'Gewicht',
  scaledRow: '÷ √{dimension}',
  maskRow: 'Maske',
  scaledMaskRow: '÷ √{dimension}, Maske',
  // Soft hyphens here: the axis's words break in the phone's column of row names.
  scaledScoreAxis: 'skalier\u00ADter Score (÷√{dimension})',
  rawScoreAxis: 'Score',
  weightAxis: 'Gewicht',
  scaledLegend: '{mark} zeigt, wo jeder Balken ohne Skalierung stünde.',
  rawLegend: '{mark} zeigt, wo jeder Balken mit Skalierung stünde.',

  // Schritt 4 (sum-step.js).
  // A soft hyphen: on the narrowest phones the step's tab breaks the word.
  sumTitle: 'Gewich\u00ADtete Summe',
  sumSummary: 'Das neue Embedding von {token} ist die gewichtete Summe der Value-Vektoren.',
  sumBlends:
    'Das neue Embedding von {token} ist eine Mischung aller Value-Vektoren, jeder im Verhältnis zu seinem Gewicht.',
  ownValueShapes:
    'Sein eigener Value (Gewicht {weight}) prägt den größten Teil davon; Keys mit kleinen Gewichten fallen kaum ins Gewicht.',
  valueShapes:
    'Der Value von {names} (Gewicht {weight}) prägt den größten Teil davon; Keys mit kleinen Gewichten fallen kaum ins Gewicht.',
  noKeyDominates:
    'Kein Key dominiert: Das größte Gewicht, {weight}, geht an {names} und ist nicht einmal die Hälfte, das Ergebnis mischt also mehrere Values.',
  sumTable: 'Gewichtete Summe für {label}',
  sumBox: 'Tabelle der gewichteten Summe',
  productHeading: 'Gewicht × {value}',
  sumSign: 'Summe →',
  sumNote: 'Jedes Produkt ist das ungerundete Gewicht mal vⱼ, auf zwei Nachkommastellen gerundet.',
};
