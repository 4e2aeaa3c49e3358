// Die Wörter von „Ihr eigener Satz“ (Schlüssel "sentence.<name>"); siehe
// ../text.js: das Eingabefeld, seine Tasten und seine Antworten.
export default {
  label: 'Satz',
  apply: 'Übernehmen',
  reset: 'Zurück zum Beispiel aus dem Kapitel',
  hint: 'Geben Sie einen eigenen ein, bis zu {count} Wörter. Buchstaben und Ziffern bilden Wörter, Emoji zählen als Wörter, alles andere trennt sie nur (so wird aus „geht’s“ „geht“ und „s“).',
  empty: 'Bitte geben Sie mindestens ein Wort ein. Der Satz oben bleibt in Gebrauch.',
  noWords:
    'Darin steht kein Wort, nur Satzzeichen oder Symbole. Wörter bestehen aus Buchstaben, Ziffern oder Emoji; der vorige Satz bleibt in Gebrauch.',
  longWord:
    'Eines dieser Wörter ist länger als {max} Zeichen und damit zu lang zum Zeichnen. Bitte kürzen Sie es; der vorige Satz bleibt in Gebrauch.',
  refused: 'Das Labor konnte diesen Satz nicht verwenden: {error}',
  chapter: 'Das ist der Satz aus dem Kapitel, daher zeigt das Labor dessen eigene Zahlen.',
  cut: 'Das sind {typed} Wörter; das Labor nimmt höchstens {max} und verwendet daher die ersten {max}. Die Gewichtsmatrix ist jetzt {n} × {n} groß.',
  usingOne: 'Jetzt gilt Ihr Satz mit {n} Wort: Die Gewichtsmatrix ist {n} × {n} groß.',
  usingMany: 'Jetzt gilt Ihr Satz mit {n} Wörtern: Die Gewichtsmatrix ist {n} × {n} groß.',
  resetRefused: 'Das Labor konnte nicht zurückkehren: {error}',
  backToChapter: 'Zurück beim Beispiel aus dem Kapitel, „{sentence}“, mit seinen eigenen Zahlen.',
};
