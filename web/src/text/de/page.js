// Die Wörter der Seite selbst (Schlüssel "page.<name>"); siehe ../text.js.
// Sie werden beim Build in index.html geschrieben (scripts/page-text.js):
// Kopf, Titelbereich, Ersatzinhalte, Überschriften und Hinweise.
export default {
  title: 'Attention-Labor · Self-Attention mit skaliertem Skalarprodukt',
  description:
    'Self-Attention mit skaliertem Skalarprodukt Schritt für Schritt an „time flies like an arrow“, live in WebAssembly berechnet.',
  previewAlt:
    'Die 5 × 5-Matrix der Aufmerksamkeitsgewichte für „time flies like an arrow“ aus dem Labor, in Viridis-Farben, jedes Gewicht in seiner Zelle.',
  backLink: 'Zurück zum Kurs',
  kicker: 'Attention-Labor',
  heading: 'Wie ein Wort entscheidet, wohin es schaut',
  intro:
    'Wählen Sie ein Query-Wort und gehen Sie dann die vier Rechenschritte durch, die entscheiden, wie stark es auf jedes Wort des Satzes achtet.',
  noScriptTitle: 'Dieses Labor braucht JavaScript',
  noScriptText:
    'Das Labor berechnet jede Zahl in Ihrem Browser, mit JavaScript und WebAssembly, und JavaScript ist hier ausgeschaltet. Das zeigt es für den Satz aus dem Kapitel: wie jedes Query-Wort (Zeile) seine Aufmerksamkeit auf die Key-Wörter (Spalten) verteilt.',
  noScriptOpen:
    '{link}, sobald JavaScript eingeschaltet ist, um Wörter zu wählen, die Rechnung Schritt für Schritt durchzugehen und einen eigenen Satz auszuprobieren.',
  noScriptLink: 'Öffnen Sie das Labor in einem neuen Tab',
  noStartTitle: 'Das Labor ist in diesem Rahmen nicht gestartet',
  noStartText:
    'Seine Skripte wurden nicht geladen: Die Seite um diesen Rahmen erlaubt sie vielleicht nicht. Hier sind die Aufmerksamkeitsgewichte aus dem Kapitel, wie das Labor sie beim Erstellen berechnet hat, eine Zeile pro Query-Wort.',
  noStartLink: 'Das Labor allein in einem neuen Tab öffnen',
  fromDiskTitle: 'Öffnen Sie stattdessen attention-lab.html',
  fromDiskText:
    'Diese Seite ist das Labor, wie ein Webserver es ausliefert; als Datei von Ihrem Computer geöffnet, können ihre Skripte nicht laden. Die Datei attention-lab.html im selben Ordner ist das ganze Labor auf einer Seite: Öffnen Sie diese. Sie funktioniert offline und stellt keine Anfrage ins Netz.',
  fromDiskLink: 'attention-lab.html öffnen',
  labTitle: 'Attention-Labor',
  controlsLabel: 'Query und Einstellungen',
  tokenLegend: 'Query-Token',
  sentenceTitle: 'Ihr eigener Satz',
  editorTitle: 'Die Zahlen bearbeiten',
  stepsTitle: 'Vier Schritte für {query}',
  stepList: 'Schritte',
  stepControls: 'Schrittsteuerung',
  matrixTitle: 'Aufmerksamkeitsgewichte',
  matrixNote:
    'Jede Zeile ist ein Query-Wort; ihre Gewichte zeigen, wie es seine Aufmerksamkeit auf die Keys in den Spalten verteilt. Wählen Sie eine Zelle, um dieses Paar genauer anzusehen.',
  // Warum das Labor bei einem Gewicht zuerst die Query nennt, das Kapitel den Key.
  matrixNotation:
    'Wie die Tabelle nennt das Labor bei einem Gewicht zuerst die Zeile, {wij} für Query i und Key j; das Kapitel schreibt dasselbe Gewicht mit dem Key zuerst, als {wji}.',
  matrixLink: 'Die ganze Gewichtsmatrix ansehen',
  averageLink: 'Die gewählte Zeile als gewichteten Mittelwert ansehen',
  toyNote:
    'Diese Gewichte beruhen auf erfundenen Zahlen: Der Vektor jedes Wortes wird aus seinen Buchstaben berechnet (dasselbe Wort bekommt immer dieselben Zahlen), und {wq}, {wk}, {wv} sind die Matrizen aus dem Kapitel, von Hand gesetzt, nicht trainiert. Das Muster sagt also nichts über die Bedeutung Ihres Satzes; es zeigt nur, wie die Rechnung funktioniert.',
  picturesTitle: 'Dieselben Gewichte, gezeichnet',
  shapesTitle: 'Den Tensorformen folgen: derselbe Code mit 768 Dimensionen',
  shareLabel: 'Einbetten',
  shareSummary: 'Dieses Labor in eine Kursseite einbetten',
  footer:
    'Attention-Labor · Zahlen aus einem C++/Eigen-Kern, nach WebAssembly kompiliert · funktioniert offline, ohne Tracking.',
};
