// Die Wörter des Bedienelements „Abbildung herunterladen“ (Schlüssel
// "download.<name>"); die Wörter der Abbildungen selbst sind ./figures.js.
export default {
  title: 'Abbildung herunterladen',
  /** The button that prints the handout (views/print/print-handout.js). */
  printHandout: 'Handout drucken',
};
