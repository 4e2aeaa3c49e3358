// Die Wörter von „Die Zahlen bearbeiten“ (Schlüssel "editor.<name>"); siehe
// ../text.js: Vorlagen, Namen der Felder und was es sagt, wenn eine Zahl
// abgelehnt wird (number-box.js, number-text.js).
export default {
  intro:
    'Ändern Sie eine beliebige Zahl, und der Kern berechnet Queries, Keys, Values und alle Gewichte sofort neu. Geben Sie einen Wert ein und drücken Sie die Eingabetaste (oder wechseln Sie in ein anderes Feld), oder ändern Sie ihn mit ↑ und ↓ um {nudge} (mit Umschalttaste um {fineNudge}).',
  presets: 'Vorlagen',
  presetChapter: 'Beispiel aus dem Kapitel',
  presetShared: 'q = k = v',
  presetFliesToTime: '„flies“ auf „time“ lenken',
  presetRefused: 'Das Labor konnte diese Vorlage nicht verwenden: {error}',
  // Steht bei „„flies“ auf „time“ lenken“: warum es wirkt. Die Zahlen stehen
  // (noch) im Text; Vektoren mit Dezimalkomma trennen ihre Einträge mit „;“.
  fliesToTime:
    'Ändert man das eine Gewicht in {wk}, Zeile 1, Spalte 2, von −2 auf 1, ändert sich der zweite Eintrag jedes Keys, der einzige Eintrag, auf den die Query von „flies“, [0;\u00a03;\u00a00;\u00a00], achtet. So steigt der Key von „time“ auf [2;\u00a03;\u00a00;\u00a01] (Score 9), während der Key von „arrow“ auf [0;\u00a0−1,5;\u00a00;\u00a00] fällt (Score −4,5).',
  sharedNote:
    'Die Q-, K-, V-Projektionen sind ausgeschaltet (q = k = v = x), daher werden {wq}, {wk} und {wv} erst wieder verwendet, wenn Sie sie einschalten.',
  notInLink:
    'Diese Änderungen stehen nicht im Link: {count} Zahlen sind geändert, ein Link fasst höchstens {max}. Satz und Einstellungen sind weiterhin enthalten.',
  readoutTitle: 'Gewichte von „{word}“ jetzt:',
  readoutName: 'Gewichte von {word}',
  // Tabellenbeschriftungen: Name und Symbol der Matrix, dann ein leiser Hinweis.
  embeddingsCaption: 'Embedding-Matrix {matrix}',
  embeddingsNote: 'eine Zeile pro Wort',
  makesQueries: 'erzeugt jede Query',
  makesKeys: 'erzeugt jeden Key',
  makesValues: 'erzeugt jeden Value',
  // Der zugängliche Name jedes Felds; ein wiederholtes Wort nennt auch seine Position.
  embeddingBox: 'Embedding von {word}, Eintrag {entry}',
  repeatedEmbeddingBox: 'Embedding von {word} (Wort {position}), Eintrag {entry}',
  projectionBox: '{matrix}, Zeile {row}, Spalte {column}',
  changedFrom: 'geändert, vorher {value}',
  // Eine Ablehnung, dann was das Feld behält.
  keeps: '{box} bleibt bei {value}.',
  coreRefused: 'Der Kern hat diese Zahl abgelehnt: {error}.',
  nudgeTooLarge: '{value} wäre zu groß: Die Zahlen hier liegen zwischen {min} und {max}.',
  // Was number-text.js zu getipptem Text sagt; {text} wird gekürzt, wenn er lang ist.
  numberTooLong: '„{text}“ ist zu lang für eine Zahl: Ein Feld fasst höchstens {max} Zeichen.',
  emptyBox: 'Das Feld ist leer: Bitte geben Sie eine Zahl ein.',
  notANumber: '„{text}“ ist keine Zahl.',
  ambiguousComma:
    '„{text}“ ist mehrdeutig: Das Komma könnte Tausender trennen ({thousands}) oder die Nachkommastellen abtrennen ({decimal}). Geben Sie stattdessen {thousandsTyped} oder {decimalTyped} ein.',
  numberTooLarge: '„{text}“ ist zu groß: Die Zahlen hier liegen zwischen {min} und {max}.',
};
