// Die Wörter des Übungsteils (Schlüssel „practice.<name>“); siehe ../text.js.
export default {
  mistakeScaledEarly:
    'Offenbar wurde der Score schon durch √dₖ geteilt: Das ist der skalierte Score, mit dem der nächste Schritt rechnet. Dieses Feld fragt nach q·k selbst, vor jeder Division.',
  mistakeSwapped:
    'Offenbar wurden Query und Key vertauscht: der Key von {token} mal die Query von {key} (k·q); gefragt ist die Query von {token} mal der Key von {key}.',
  mistakeQueryQuery:
    'Offenbar wurden zwei Queries multipliziert: die Query von {token} mal die Query von {key} (q·q); der zweite Vektor muss der Key von {key} sein.',
  mistakeKeyKey:
    'Offenbar wurden zwei Keys multipliziert: der Key von {token} mal der Key von {key} (k·k); der erste Vektor muss die Query von {token} sein.',
  mistakeWithoutScale:
    'Offenbar fehlt die Division durch √dₖ: Die Softmax hat die rohen Scores bekommen.',
  mistakeDividedByDk: 'Offenbar wurden die Scores durch dₖ geteilt statt durch die Wurzel √dₖ.',
  mistakeScaledAnyway:
    'Offenbar wurden die Scores durch √dₖ geteilt, doch die Skalierung ist hier ausgeschaltet: Die Softmax bekommt die rohen Scores, so wie sie sind.',
  mistakeColumnSoftmax:
    'Offenbar lief die Softmax die Spalte des Keys hinunter, über die Queries, statt über die Zeile der Query mit ihren Keys.',
  mistakeWithoutExp:
    'Offenbar wurde jeder Score durch die Summe der Scores geteilt, ohne zuerst e damit zu potenzieren: Das ist s ÷ Σs, keine Softmax.',
  mistakeUnmasked:
    'Offenbar wurde die kausale Maske vergessen: Die Softmax lief über jeden Key der Zeile, auch über die maskierten späteren Wörter. Ein maskierter Key bekommt das Gewicht 0 und zählt in der Summe nicht mit.',
  mistakeWeightOutOfRange:
    'Ein Gewicht liegt zwischen 0 und 1: Die Softmax macht jedes Gewicht positiv (0 nur bei einem maskierten Key), und die Gewichte einer Zeile ergeben zusammen 1, also kann {answer} keines sein. Prüfen Sie e hoch den skalierten Score und die Summe der Zeile, durch die geteilt wird.',
  mistakeSignFlipped:
    'Der Betrag stimmt, aber das Vorzeichen nicht: Prüfen Sie die Minuszeichen noch einmal (minus mal minus ergibt plus).',
  mistakeRounding:
    'Knapp daneben: Offenbar wurde eine Zahl zu früh gerundet. Rechnen Sie bis zum Schluss mit mindestens drei Nachkommastellen.',
  mistakeTopValueOnly:
    'Offenbar wurde nur der Value des am stärksten gewichteten Worts genommen statt der gewichteten Summe aller Values.',
  mistakeUnweightedSum:
    'Offenbar wurden die Values addiert, ohne jeden mit seinem Gewicht zu multiplizieren.',
  mistakePlainAverage:
    'Offenbar wurde der einfache Mittelwert der Values gebildet, jeder gleich gezählt, statt mit den Gewichten.',
  mistakeScaledScoreAsWeight:
    'Offenbar dienten die skalierten Scores direkt als Gewichte, ohne die Softmax, die erst Gewichte aus ihnen macht.',
  // The practice view (practice.js): the prediction, the notes in place of
  // what it would give away, the progress strip.
  title: 'Selbst ausprobieren',
  awayFromExample:
    'Die Übung beginnt bei {token}: Das Kapitel rechnet {example} für Sie vor, samt Scores und Gewichten. Jedes Wort geht: Wählen Sie oben eines.',
  predictQuestion: 'Auf welches Wort wird {token} am stärksten achten?',
  predictButton: 'Vorhersagen',
  pickFirst: 'Wählen Sie zuerst ein Wort und drücken Sie dann „Vorhersagen“.',
  masked: '(maskiert: nicht möglich)',
  predictRight:
    'Richtig: {token} achtet am stärksten auf {keys}. Von allen Keys passt der Key von {keys} am besten zur Query von {token}, also ist ihr Skalarprodukt q·k der größte Score, und die Softmax gibt dem größten Score das größte Gewicht.',
  predictRightTie:
    'Richtig, und es ist ein Gleichstand: {token} achtet gleich stark auf {keys}. Ihre Keys passen genau gleich gut zur Query von {token}, also bekommen sie denselben größten Score und von der Softmax dasselbe Gewicht. Jedes dieser {count} Wörter zählt als richtig.',
  predictWrong:
    'Nicht ganz: {token} achtet am stärksten auf {keys}, nicht auf {guess}. Die Query von {token} passt besser zum Key von {keys} als zum Key von {guess}, also ist q·k für {keys} größer, und der größere Score bekommt das größere Gewicht.',
  predictWrongTie:
    'Nicht ganz: Es gibt einen Gleichstand, und {guess} gehört nicht dazu. {token} achtet gleich stark auf {keys}: Ihre Keys passen genau gleich gut zu seiner Query und besser als der Key von {guess}, also teilen sie sich das größte Gewicht. Jedes dieser {count} Wörter hätte gezählt.',
  predictOnly:
    'Richtig: Die Maske lässt {token} nur {keys} zum Hinsehen, also geht seine ganze Aufmerksamkeit dorthin.',
  predictEven:
    'Richtig: {token} bekommt mit jedem Wort, das es sieht, denselben Score, also gibt die Softmax jedem davon dasselbe Gewicht; jedes Wort zählt.',
  predictScores: 'In Zahlen: q·k = {score} für {keys}, höchstens {other} für jedes andere Wort.',
  predictScoresWrong: 'In Zahlen: q·k = {score} für {keys}, {guessScore} für {guess}.',
  matrixWithheld:
    'Die Matrix und ihre Abbildung bleiben verborgen, bis Sie vorhergesagt haben, wohin {token} schaut. Danach zeigen nur die Zeilen der Wörter, die Sie vorhergesagt haben, ihre Gewichte, hier und bei den Heads.',
  rowsWithheld:
    'Zeilen mit ? gehören zu Wörtern, die Sie noch nicht vorhergesagt haben ({hidden} von {total}): Wählen Sie ein solches Wort als Query und sagen Sie es vorher, um seine Zeile zu sehen. Die Abbildung der Matrix wartet, bis jedes Wort vorhergesagt ist. In der Zeile eines vorhergesagten Worts steht ? für ein Gewicht, nach dem ein Feld noch fragt.',
  picturesWithheld:
    'Auch die Bilder warten auf Ihre Vorhersage: Sie sind aus den Gewichten von {token} gezeichnet.',
  picturesWaitWeight:
    'Die Bilder warten, bis Sie das Gewicht im Feld von Schritt 3, {softmaxStep}, gefunden haben (oder den Rechenweg gezeigt): Sie sind aus den Gewichten von {token} gezeichnet.',
  picturesWaitOutput:
    'Die Ebene wartet, bis Sie den ersten Eintrag von x′ im Feld von Schritt 4, {sumStep}, gefunden haben (oder den Rechenweg gezeigt): Sie zeigt, wo x′ von {token} liegt.',
  progressFor: 'Übungen zu {token}',
  predictName: 'Vorhersage',
  scoreName: 'Score',
  weightName: 'Gewicht',
  outputName: 'Erster Eintrag von x′',
  outcomeRight: '{exercise}: richtig beantwortet',
  outcomeWrong: '{exercise}: falsch geraten',
  outcomeShown: '{exercise}: Rechenweg gezeigt, zählt nicht',
  outcomeNone: '{exercise}: noch nicht',
  count:
    '{right} von {total} Aufgaben richtig beantwortet mit diesem Satz und diesen Einstellungen ({each} für jedes seiner {words} Wörter als Query). Nur in diesem Browser gespeichert.',
  startOver: 'Neu beginnen: Fortschritt dieses Satzes löschen',
  clearQuestion:
    'Jede Vorhersage, jede Antwort und jeden angezeigten Rechenweg für diesen Satz und diese Einstellungen löschen, für alle {words} Wörter? Das lässt sich nicht rückgängig machen.',
  clearYes: 'Ja, löschen',
  clearCancel: 'Abbrechen',
  clearCancelled: 'Es wurde nichts gelöscht.',
  startedOver: 'Neu begonnen: Für diesen Satz und diese Einstellungen ist noch nichts erledigt.',
  // The boxes of each step (exercises.js).
  scoreLabel: 'Ihr Score q·k für {token} und {key}',
  weightLabel: 'Ihr Gewicht von {key} in der Zeile von {token}',
  outputLabel: 'Ihr erster Eintrag der Ausgabe x′ für {token} (der ganz linke ihrer {entries})',
  check: 'Prüfen',
  onward: 'Weiter zu Schritt {number}, {title}',
  lastBox:
    'Das war das letzte Feld für {token}. Wählen Sie oben ein anderes Wort, um damit zu üben.',
  pickAnotherWord: 'Anderes Wort wählen',
  tolerance: 'Eingabetaste oder „Prüfen“; als richtig gilt bis ±{tolerance} Abweichung.',
  aboutTarget:
    'Von hier an fragt jedes Feld nach {token} und dem Wort, auf das es am stärksten achtet, {key}, gleich welchen Key Sie wählen.',
  aboutOutput:
    'Dieses Feld fragt nur nach {token}: Sein x′ addiert die Values aller Wörter, die es sieht, jeden mal seinem Gewicht.',
  showWorking: 'Rechenweg zeigen',
  predictFirst:
    'Sagen Sie zuerst oben vorher, auf welches Wort {token} am stärksten achtet: Das Feld dieses Schritts fragt dann nach {token} und diesem Wort.',
  startsAtScore:
    'Die Übungen beginnen bei Schritt 2, {scoreStep}: Berechnen Sie dort selbst ein Skalarprodukt.',
  weightNeedsScore:
    'Sein Score und e hoch diesen Score stehen als ?, bis Sie den Score bei Schritt 2, {scoreStep}, gefunden haben.',
  outputNeedsWeight:
    'Die Gewichte von {token} und jedes Gewicht × v stehen als ?, bis Sie das Gewicht von {key} bei Schritt 3, {softmaxStep}, gefunden haben.',
  empty: 'Das Feld ist leer: Geben Sie eine Zahl ein, etwa {example}. Es wurde nichts geprüft.',
  notANumber:
    '{text} ist keine Zahl: Geben Sie die berechnete Zahl in Ziffern ein, etwa {example}, mit einem Komma vor den Nachkommastellen. Es wurde nichts geprüft.',
  decimalComma:
    'Schreiben Sie die Nachkommastellen nach einem Punkt, nicht nach einem Komma: {typed}, nicht {text}. Es wurde nichts geprüft.',
  grouping:
    '{text} lässt sich auf zwei Arten lesen, denn ein Punkt kann auch Tausender trennen. Geben Sie die Zahl ohne Tausendertrennzeichen und mit Dezimalkomma ein, etwa {example}. Es wurde nichts geprüft.',
  percentWeight:
    'Gewichte werden als Anteile von 1 geschrieben, nicht in Prozent: {fraction}, nicht {text}. Es wurde nichts geprüft.',
  percentPlain:
    'Geben Sie die Zahl ohne %-Zeichen ein: Scores und die Einträge von x′ sind gewöhnliche Zahlen, keine Prozentwerte. Es wurde nichts geprüft.',
  calculation:
    '{text} ist eine Rechnung: Rechnen Sie sie aus und geben Sie das Ergebnis als eine Zahl ein, etwa {example}. Es wurde nichts geprüft.',
  tooLarge:
    '{text} ist zu groß für eine gewöhnliche Zahl (sie gilt als unendlich): Die Scores, Gewichte und Einträge von x′ sind hier gewöhnliche Zahlen, etwa {example}. Es wurde nichts geprüft.',
  scoreRight: 'Richtig: q·k für {token} und {key} ist {truth}.',
  weightRight: 'Richtig: {token} gibt {key} das Gewicht {truth}.',
  outputRight: 'Richtig: Der erste Eintrag von x′ für {token} ist {truth}.',
  wrong: 'Nicht ganz: {answer} stimmt nicht. {reason}',
  scoreRecheck:
    'Keiner der üblichen Fehler ergibt diese Zahl: Prüfen Sie jedes Produkt eines q-Eintrags mit dem k-Eintrag darunter und ihre Summe.',
  weightRecheck:
    'Keiner der üblichen Fehler ergibt diese Zahl: Prüfen Sie den skalierten Score, e hoch diesen Wert und die Summe von e hoch jedem Score der Zeile.',
  outputRecheck:
    'Keiner der üblichen Fehler ergibt diese Zahl: Prüfen Sie jedes Gewicht mal seinen Value-Eintrag und ihre Summe.',
  scoreNeighbour:
    '{answer} ist der Score von {token} und {other}, der in derselben Tabelle steht: Prüfen Sie, ob Sie den Key von {key} genommen haben und nicht den von {other}.',
  weightNeighbour:
    '{answer} ist das Gewicht von {other} in der Zeile von {token}, das in derselben Tabelle steht: Prüfen Sie, ob Sie die Stelle von {key} genommen haben und nicht die von {other}.',
  workingScore: 'q·k = {terms} = {score}',
  workingWeight:
    'Score {score} ÷ √dₖ = {score} ÷ √{dimension} = {scaled}; e hoch diesen Wert ist {exponential}; über die Zeile ergeben diese Werte zusammen {sum}; also ist das Gewicht {exponential} ÷ {sum} = {weight}.',
  workingWeightRaw:
    'Score {score}, nicht skaliert; e hoch diesen Wert ist {exponential}; über die Zeile ergeben diese Werte zusammen {sum}; also ist das Gewicht {exponential} ÷ {sum} = {weight}.',
  workingMasked:
    'Die Maske verbirgt {key} vor {token}: Sein Score wird vor der Softmax zu −∞, und e hoch −∞ ist 0, also ist sein Gewicht 0.',
  workingOutput:
    'Erster Eintrag von x′ für {token} = Σ Gewicht × erster Eintrag jedes v = {terms} = {output}',
};
