// Die Wörter des Einbetten-Bereichs (Schlüssel "share.<name>"); siehe
// ../text.js: der Bereich und der Code, den er ausgibt.
export default {
  note: 'Der Code öffnet das Labor in seinem jetzigen Zustand, ohne Seitentitel und Fußzeile, in einem randlosen Rahmen, der auf einem breiten Bildschirm hoch genug für die Schritte ist.',
  frameShows: 'Der Rahmen zeigt',
  viewAll: 'Schritte und Gewichtsmatrix',
  viewSteps: 'Nur die Schritte',
  viewMatrix: 'Nur die Gewichtsmatrix',
  controls: 'Bearbeitungsbereiche (Ihr Satz, Ihre Zahlen, Tensorformen bei d = 768)',
  colours: 'Farben',
  themeAuto: 'Hell oder dunkel, je nach Einstellung des Geräts',
  themeLight: 'Immer hell (für eine helle Kursseite)',
  themeDark: 'Immer dunkel',
  copy: 'Einbettungscode kopieren',
  copied: 'Kopiert. Fügen Sie ihn in Ihre Kursseite ein.',
  selectToCopy: 'Markieren Sie den Code unten und kopieren Sie ihn.',
  codeLabel: 'Einbettungscode',
  listenerNote:
    'Fügen Sie diese Zeilen außerdem einmal in die Kursseite ein: Das Labor meldet der Seite seine Höhe, sobald sie sich ändert (ein Bereich öffnet sich, ein Handy stapelt die Teile), und die Zeilen setzen jeden Labor-Rahmen auf diese Höhe, sodass er nie eine Bildlaufleiste braucht oder einen Schritt abschneidet.',
  listenerLabel: 'Skript für die Kursseite',
  // Der title des iframes, nach dem ein Screenreader den Rahmen benennt.
  frameTitle: 'Attention-Labor: Self-Attention mit skaliertem Skalarprodukt',
};
