// Die Sätze über die Gewichte (Schlüssel "wording.<name>"); siehe
// ../text.js. ../wording.js und ../masking.js bilden sie aus den Gewichten
// und der kausalen Maske. {token}, {key}, {names}, {spread}, {focused} und
// {lost} kommen in Anführungszeichen (wording.quoted) oder als Listen
// (Intl.ListFormat). Die Listen stehen oft für ein oder mehrere Wörter: Die
// Sätze sind so gebaut, dass ihr Verb nicht von der Anzahl abhängt, wo die
// Schlüssel sie nicht unterscheiden.
export default {
  quoted: '„{word}“',
  // Für das eigene Wort der Query, z. B. „konzentriert sich auf sich selbst“.
  itself: 'sich selbst',
  masked: 'maskiert',

  rowConcentrates: '{token} konzentriert sich auf {names} ({weight}).',
  rowSpreads: '{token} verteilt seine Aufmerksamkeit: Kein Key erhält mehr als {weight} ({names}).',

  // sentencePattern: {spread} ist ein Wort (…One) oder mehrere (…Many);
  // {focused} reiht Teilsätze „{token} legt {weight} auf {names}“ aneinander
  // (Hauptsatzstellung, daher „aber“ statt „während“).
  putsOn: '{token} legt {weight} auf {names}',
  acrossSpreadOne:
    'Im ganzen Satz verteilt {spread} seine Aufmerksamkeit (kein Gewicht über {weight}).',
  acrossSpreadMany:
    'Im ganzen Satz verteilen {spread} ihre Aufmerksamkeit (kein Gewicht über {weight}).',
  acrossFocused: 'Im ganzen Satz gilt: {focused}.',
  acrossBothOne:
    'Im ganzen Satz verteilt {spread} seine Aufmerksamkeit (kein Gewicht über {weight}), aber {focused}.',
  acrossBothMany:
    'Im ganzen Satz verteilen {spread} ihre Aufmerksamkeit (kein Gewicht über {weight}), aber {focused}.',
  diagonalSpreadOne:
    'Jedes Wort legt sein größtes Gewicht auf sich selbst; {spread} verteilt seine Aufmerksamkeit (kein Gewicht über {weight}).',
  diagonalSpreadMany:
    'Jedes Wort legt sein größtes Gewicht auf sich selbst; {spread} verteilen ihre Aufmerksamkeit (kein Gewicht über {weight}).',
  diagonalFocused: 'Jedes Wort legt sein größtes Gewicht auf sich selbst; {focused}.',
  diagonalBothOne:
    'Jedes Wort legt sein größtes Gewicht auf sich selbst; {spread} verteilt seine Aufmerksamkeit (kein Gewicht über {weight}), aber {focused}.',
  diagonalBothMany:
    'Jedes Wort legt sein größtes Gewicht auf sich selbst; {spread} verteilen ihre Aufmerksamkeit (kein Gewicht über {weight}), aber {focused}.',

  // selfAttentionNote: wie viele Wörter ihr größtes Gewicht auf sich selbst
  // legen (alle, keines oder {count} von {total}; {count} kann 1 sein) und
  // wie viele davon mehr als die Hälfte behalten.
  noneOnSelf: 'Hier legt kein Wort sein größtes Gewicht auf sich selbst.',
  everyOnSelfAllMost:
    'Hier legt jedes Wort sein größtes Gewicht auf sich selbst und behält so jeweils mehr als die Hälfte seiner Aufmerksamkeit.',
  everyOnSelfNoneMost:
    'Hier legt jedes Wort sein größtes Gewicht auf sich selbst, doch keines behält mehr als die Hälfte: Der Rest verteilt sich auf die anderen Wörter.',
  everyOnSelfOneMost:
    'Hier legt jedes Wort sein größtes Gewicht auf sich selbst, doch nur {names} behält mehr als die Hälfte.',
  everyOnSelfSomeMost:
    'Hier legt jedes Wort sein größtes Gewicht auf sich selbst, doch nur {names} behalten mehr als die Hälfte.',
  someOnSelfAllMost:
    'Hier liegt bei {count} von {total} Wörtern das größte Gewicht auf dem Wort selbst, jeweils mehr als die Hälfte der Aufmerksamkeit.',
  someOnSelfNoneMost:
    'Hier liegt bei {count} von {total} Wörtern das größte Gewicht auf dem Wort selbst, doch keines behält mehr als die Hälfte: Der Rest verteilt sich auf die anderen Wörter.',
  someOnSelfOneMost:
    'Hier liegt bei {count} von {total} Wörtern das größte Gewicht auf dem Wort selbst, doch nur {names} behält mehr als die Hälfte.',
  someOnSelfSomeMost:
    'Hier liegt bei {count} von {total} Wörtern das größte Gewicht auf dem Wort selbst, doch nur {names} behalten mehr als die Hälfte.',
  keepsForItself: '{token} behält {weight} für sich selbst.',

  // Die kausale Maske (../masking.js): {names} sind die Keys, die sie verdeckt.
  maskSeesAll:
    'Die kausale Maske verdeckt nur spätere Wörter, und {token} steht am Ende: Es sieht jedes Wort.',
  maskScoreOne:
    'Die kausale Maske lässt {token} nur auf sich selbst und frühere Wörter schauen, wie es bei einem Textgenerator sein muss: {names} kommt später, also wird sein Score vor der Softmax zu −∞.',
  maskScoreMany:
    'Die kausale Maske lässt {token} nur auf sich selbst und frühere Wörter schauen, wie es bei einem Textgenerator sein muss: {names} kommen später, also werden ihre Scores vor der Softmax zu −∞.',
  maskSoftmaxOne:
    'Mit kausaler Maske hat {names} den Score −∞, und e hoch −∞ ist 0: Die Softmax gibt ihm kein Gewicht, und die sichtbaren Keys teilen sich alles.',
  maskSoftmaxMany:
    'Mit kausaler Maske haben {names} den Score −∞, und e hoch −∞ ist 0: Die Softmax gibt ihnen kein Gewicht, und die sichtbaren Keys teilen sich alles.',
  hiddenFavourite:
    'Seinen höchsten Score ({score}) hat es mit {key}, einem späteren Wort, das die Maske verdeckt.',
  // Ein Hauptsatz; maskedLost… reihen einen oder mehrere davon nach „gilt:“.
  noLongerSees: '{token} sieht {key} nicht mehr',
  maskedNone: 'Die kausale Maske verdeckt hier bei keinem Wort den Key mit dem höchsten Score.',
  maskedLostOne: 'Mit kausaler Maske gilt: {lost}, obwohl es diesem Key den höchsten Score gibt.',
  maskedLostMany:
    'Mit kausaler Maske gilt: {lost}, obwohl jedes dieser Wörter seinem verdeckten Key den höchsten Score gibt.',
};
