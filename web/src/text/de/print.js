// Die Wörter des Handouts (Schlüssel "print.<name>", print/handout.js).
// {token} kommt in Anführungszeichen. Papier kann man nicht anklicken: kein
// Satz hier bittet den Leser, etwas auf der Seite zu tun.
export default {
  title: 'Self-Attention für {token}',
  sentence: 'Satz: {sentence}',
  /** `caption`: die Query und die Einstellungen, wie unter jeder Abbildung. */
  settings: 'Query und Einstellungen: {caption} · dₖ = {dimension}',
  project:
    'Das Embedding x von {token} wird mit {wq}, {wk} und {wv} multipliziert. Das ergibt seine Query q (wonach es sucht), seinen Key k (woran es gefunden wird) und seinen Value v (was es weitergibt).',
  score:
    'Die Query von {token} wird mit jedem Key per Skalarprodukt verglichen: passende Einträge multiplizieren, dann addieren. Die Formel schreibt es für einen Key aus.',
  softmaxScaled:
    'Die Scores werden durch √dₖ = √{dimension} geteilt; die Softmax macht daraus Gewichte: e hoch jeden Score, geteilt durch ihre Summe. Die Gewichte ergeben zusammen 1.',
  softmaxRaw:
    'Die Skalierung ist aus, also liest die Softmax die rohen Scores: e hoch jeden Score, geteilt durch ihre Summe. Die Gewichte ergeben zusammen 1.',
  sum: 'Das neue Embedding x′ von {token} ist die Summe aller Value-Vektoren, jeder mal seinem Gewicht.',
  vector: 'Vektor',
  /** Die Zeilennamen der Tabelle von Schritt 1. */
  embedding: 'x (Embedding)',
  query: 'q (Query)',
  key: 'k (Key)',
  value: 'v (Value)',
  product: 'Gewicht × v',
  output: 'x′',
  picturesTitle: 'Die Gewichte als Bilder',
  madeWith: 'Erstellt mit dem Attention-Labor: {address}',
  /** Practice mode (print/handout.js): what the sheet leaves open. */
  practiceSheet:
    'Ein Übungsblatt: Die Zahlen, die noch nicht gefunden sind, stehen als ?, und die Bilder der Gewichte fehlen. Ohne Übungsmodus gedruckt zeigt das Handout jede Zahl.',
  withheldStep:
    'Auf diesem Übungsblatt offen: Zuerst ist vorherzusagen, auf welches Wort {token} am stärksten achtet; seine Gewichte und die Zahlen dieses Schritts folgen daraus.',
};
