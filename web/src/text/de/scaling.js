// Die Wörter des Skalierungsbereichs (Schlüssel "scaling.<name>"); siehe
// ../text.js. Warum Attention die Scores durch √dₖ teilt, in eigenen Worten.
export default {
  title: 'Warum durch √dₖ teilen?',
  why: 'Ein Score q·k summiert dₖ Produkte. Sind die Einträge von q und k unabhängig mit Varianz 1, hat die Summe die Varianz dₖ: Ihre Streuung, die Standardabweichung, beträgt etwa √dₖ. Je mehr Dimensionen, desto breiter also die Scores. Die Division durch √dₖ bringt die Streuung wieder auf etwa 1, egal wie groß dₖ ist.',
  saturation:
    'Warum die Streuung zählt: Die Softmax übertreibt Abstände. Liegen die Scores weit auseinander, gibt sie fast die ganze Aufmerksamkeit einem einzigen Key, und eine so gesättigte Softmax reagiert kaum noch, wenn sich die Scores ändern. Ihr Gradient, das Signal, aus dem das Training lernt, verschwindet fast.',
  sliderName: 'Key-Dimension dₖ',
  sliderValue: 'dₖ = {dk}',
  sliderLabel: 'dₖ = {dk}',
  tableCaption:
    'Zufällige Queries gegen {keys} zufällige Keys bei dₖ = {dk}. Die Balken einer Zeile teilen eine Skala, bis zum größten Wert dieser Messgröße bei irgendeinem dₖ.',
  measure: 'Messgröße',
  raw: 'Ohne Skalierung',
  scaled: 'Durch √dₖ geteilt',
  spread: 'Streuung der Scores',
  largest: 'Größtes von {keys} Gewichten',
  gradient: 'Softmax-Gradient',
  gradientNote:
    'Der Softmax-Gradient ist hier die Größe (Frobeniusnorm) ihrer Jacobi-Matrix: wie stark sich die Gewichte bewegen, wenn sich die Scores bewegen. Nahe 0 kommt beim Training durch die Softmax fast kein Signal an.',
  summaryExact:
    'Bei dₖ = {dk} haben die rohen Scores eine Streuung von {rawSpread}, nahe √{dk} = {root}: Das größte Gewicht liegt im Mittel bei {rawWeight}, der Gradient bei {rawGradient}. Durch √{dk} geteilt haben die Scores eine Streuung von {scaledSpread}, das größte Gewicht liegt im Mittel bei {scaledWeight} und der Gradient bei {scaledGradient}.',
  summaryApproximate:
    'Bei dₖ = {dk} haben die rohen Scores eine Streuung von {rawSpread}, nahe √{dk} ≈ {root}: Das größte Gewicht liegt im Mittel bei {rawWeight}, der Gradient bei {rawGradient}. Durch √{dk} geteilt haben die Scores eine Streuung von {scaledSpread}, das größte Gewicht liegt im Mittel bei {scaledWeight} und der Gradient bei {scaledGradient}.',
  small:
    'Bei dₖ = {dk} ist die unskalierte Softmax noch nicht gesättigt: Sie ist schon schärfer, aber ihr Gradient ist etwa so groß wie mit Skalierung. Schieben Sie den Regler in Richtung der Hunderte von Dimensionen, die echte Modelle haben.',
  middle:
    'Mit wachsendem dₖ streuen die unskalierten Scores weiter: Ihr größtes Gewicht steigt gegen 1 und ihr Gradient schrumpft, während die skalierte Spalte bleibt, wo sie war.',
  large:
    'Ohne die Division ist die Softmax gesättigt: Ein Key bekommt fast alles, und der Gradient ist nahe null, sodass das Training diese Scores kaum anpassen könnte. Mit ihr bleiben beide so wie bei kleinem dₖ.',
  chapter:
    'Die Vektoren des Labors haben dₖ = {dk}: Bei {token} verschiebt die Skalierung das größte Gewicht von {rawWeight} auf {scaledWeight}.',
  method:
    'Mittelwerte über {samples} zufällige Queries, jede gegen {keys} zufällige Keys bewertet (eine Zeile mit {keys} Gewichten, wie bei einem kurzen Satz), live im WebAssembly-Kern des Labors berechnet.',
};
