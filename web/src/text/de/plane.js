// Die Wörter der Ebene (Schlüssel "plane.<name>"); siehe ../text.js.
export default {
  /** Der zugängliche Name des Bildes. */
  pictureName: 'Die Ebene',
  title: 'Gewichteter Mittelwert: x′ von „{token}“ zwischen den Value-Vektoren',
  /** `percent`: eine ganze Zahl. */
  kept: 'Diese Ebene erhält {percent} % der Streuung der Value-Vektoren.',
  note: 'Die Values in diese Ebene zu drücken ist eine lineare Abbildung, und lineare Abbildungen erhalten gewichtete Mittelwerte. Das gezeichnete x′ ist also keine Näherung: Es liegt genau im gewichteten Mittel der gezeichneten v, mit denselben Gewichten. Nur Längen und Winkel können dabei schrumpfen.',
  /** Der Punkt eines Values: v mit dem Key als Index, und sein Gewicht. */
  valueName: 'v_{key}, Gewicht {weight}',
  /** Der Punkt von x′, mit der Query als Index. */
  outputName: 'x′_{token}, der gewichtete Mittelwert',
};
