// Die Wörter des Heads-Bereichs (Schlüssel "heads.<name>"); siehe ../text.js.
export default {
  /** `dk`: das Symbol dₖ. */
  title: '{count} Heads mit {dk} = {size}',
  note: 'Ein Ausblick auf den nächsten Abschnitt, Multi-Head-Attention: Jeder der {count} Heads hat eigene Matrizen {wq}, {wk} und {wv}, schmaler als die oben (dₖ = {size} statt {width}), und durchläuft mit ihnen das ganze Verfahren. Ihre Zahlen sind von Hand so gesetzt, dass jeder Head die Wörter von „time flies like an arrow“ anders gewichtet; ein trainiertes Modell würde sie lernen. Die Heads lesen Ihre Wörter und X, aber Änderungen an {wq}, {wk} und {wv} wirken nur auf die Schritte oben, also auf einen einzelnen Head.',
  /** Wenn getrennte Projektionen ausgeschaltet sind. */
  noteShared:
    'Ein Ausblick auf den nächsten Abschnitt, Multi-Head-Attention. Ohne getrennte Projektionen gilt auch hier q = k = v = x: Jeder der {count} Heads nimmt sich seine eigenen {size} der {width} Zahlen von x und durchläuft damit das ganze Verfahren, die Heads unterscheiden sich also nur in den Zahlen, die sie lesen.',
  causalNote: 'Die kausale Maske gilt für jeden Head.',
  /** Der Name eines Heads und der seiner Matrix. */
  name: 'Head {number}',
  weightsName: 'Gewichte von Head {number}',
  /**
   * Unter dem Namen eines Heads (`name`, fett) seine Zeile der Query:
   * `names` sind die Keys mit dem größten Gewicht (in Anführungszeichen oder
   * „sich selbst“), `weight` ihr Gewicht, `count` wie viele es teilen.
   */
  most: '{name}„{token}“ gewichtet {names} am stärksten: {weight}',
  mostTied: '{name}„{token}“ gewichtet {names} am stärksten: je {weight}',
  even: '{name}„{token}“ gewichtet alle {count} Wörter, die es sieht, gleich: je {weight}',
  seesOnly: '{name}„{token}“ sieht nur {names}: {weight}',
  /** `output`: x′ der Query; `results`: die Ergebnisse der Heads; `joined`: aneinandergehängt. */
  output:
    'Ausgabe {output}: Die Ergebnisse der Heads, {results}, aneinandergehängt ergeben {joined}, wieder {width} Zahlen; ein vollständiges Modell würde sie noch mit einer weiteren gelernten Matrix mischen.',
  withheld:
    'Selbst ausprobieren: Zeilen mit ? gehören zu Wörtern, die Sie noch nicht vorhergesagt haben ({hidden} von {total}). Die Gewichte jedes Heads für ein Wort und die Ausgabe, die sie ihm geben, erscheinen, sobald Sie vorhergesagt haben, wohin dieses Wort schaut.',
  boxWithheld:
    'Solange ein Feld der Schritte nach einer Zahl von {token} fragt, zeigen auch die Heads an ihrer Stelle ?: Ein Head kann genau dieselben Gewichte haben.',
};
