// Die Wörter des Übungsteils (Schlüssel „practice.<name>“); siehe ../text.js.
export default {
  mistakeSwapped:
    'Offenbar wurden Query und Key vertauscht: der Key des Query-Worts mal die Query des anderen Worts (k·q).',
  mistakeQueryQuery:
    'Offenbar wurden zwei Queries multipliziert (q·q): Der zweite Vektor muss der Key des anderen Worts sein.',
  mistakeKeyKey:
    'Offenbar wurden zwei Keys multipliziert (k·k): Der erste Vektor muss die Query des Query-Worts sein.',
  mistakeWithoutScale:
    'Offenbar fehlt die Division durch √dₖ: Die Softmax hat die rohen Scores bekommen.',
  mistakeDividedByDk: 'Offenbar wurden die Scores durch dₖ geteilt statt durch die Wurzel √dₖ.',
  mistakeColumnSoftmax:
    'Offenbar lief die Softmax die Spalte des Keys hinunter, über die Queries, statt über die Zeile der Query mit ihren Keys.',
  mistakeWithoutExp:
    'Offenbar wurde jeder Score durch die Summe der Scores geteilt, ohne zuerst e damit zu potenzieren: Das ist s ÷ Σs, keine Softmax.',
  mistakeRounding:
    'Knapp daneben, der Rechenweg stimmt: Eine Zahl wurde zu früh gerundet oder abgeschnitten. Rechnen Sie bis zum Schluss mit mindestens drei Nachkommastellen.',
  mistakeTopValueOnly:
    'Offenbar wurde nur der Value des am stärksten gewichteten Worts genommen statt der gewichteten Summe aller Values.',
  mistakeUnweightedSum:
    'Offenbar wurden die Values addiert, ohne jeden mit seinem Gewicht zu multiplizieren.',
  mistakePlainAverage:
    'Offenbar wurde der einfache Mittelwert der Values gebildet, jeder gleich gezählt, statt mit den Gewichten.',
  mistakeScaledScoreAsWeight:
    'Offenbar dienten die skalierten Scores direkt als Gewichte, ohne die Softmax, die erst Gewichte aus ihnen macht.',
};
