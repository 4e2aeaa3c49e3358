// Die Wörter der Steuerung (Schlüssel "controls.<name>"); siehe ../text.js:
// die Schalter, die Heads-Auswahl und ihr Link, die Schritt-Tasten und das
// Abspieltempo, der Name der Query in der Überschrift der Schritte, der
// Hinweis zu gemeinsamen Projektionen.
export default {
  scale: 'Durch {sqrtDk} teilen',
  scaleName: 'Durch die Wurzel aus d k teilen',
  projections: 'Q, K, V getrennt projizieren',
  causal: 'Kausale Maske',
  practice: 'Selbst ausprobieren',
  heads: 'Heads',
  // Die Wörter vor und nach {heads} stehen in getrennten Boxen: Ein Handy
  // zeigt nur den Teil davor und "{heads} ↓" (siehe .heads-link-where).
  headsLink: 'Zu den {heads} unter der Matrix',
  headsCount: '{count} Heads',
  previous: 'Zurück',
  play: 'Abspielen',
  pause: 'Anhalten',
  next: 'Weiter',
  reset: 'Zurücksetzen',
  speed: 'Tempo',
  speedValue: '{speed}×',
  queryName: '„{word}“',
  sharedNote:
    '{equation} Die Query jedes Wortes ist jetzt sein eigenes Embedding, und ein Vektor passt meist besser zu sich selbst als zu anderen Wörtern. {selfAttention} Getrennte Projektionen (hier von Hand gesetzt; ein echtes Modell lernt sie) lassen ein Wort nach etwas anderem suchen als nach seinem eigenen Spiegelbild.',
  loadError: 'Der Rechenkern konnte nicht geladen werden: {message}',
};
