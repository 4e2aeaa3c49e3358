// Die Wörter von „Den Tensorformen folgen“ (Schlüssel "shapes.<name>"); siehe ../text.js.
export default {
  intro:
    'Dieselbe Rechnung in der Größe eines echten Modells: die fünf Token-IDs aus dem Kapitel, 768-dimensionale Embeddings und die Batch-Attention des Kerns. Jeder Pfeil ist eine Zeile PyTorch; die Tensorformen sind die, die der Kern zurückgibt.',
  flowName: 'Tensorformen entlang des Codes',
  // Jede Station: der Name des Tensors im Code des Kapitels und die Zeile
  // PyTorch, die ihn erzeugt (Code: in jeder Sprache gleich).
  inputIds: 'input_ids',
  inputIdsCode: 'tokenizer(text, add_special_tokens=False).input_ids',
  embeddings: 'inputs_embeds',
  embeddingsCode: 'nn.Embedding({vocabulary}, {size})(input_ids)',
  embeddingsDetail:
    '{size} Zahlen pro Token, gezogen aus N(0, 1) wie bei einer frisch initialisierten Schicht',
  scores: 'scores',
  scoresCode: 'torch.bmm(query, key.transpose(1, 2)) / sqrt({size})',
  weights: 'weights',
  weightsCode: 'F.softmax(scores, dim=-1)',
  weightsDetail:
    'Jede Zeile ergibt zusammen 1. Mit query = key = value liegt das größte Gewicht jedes Tokens (umrandet) auf ihm selbst: Ein Vektor passt am besten zu sich selbst.',
  weightsName: 'Gewichte bei d = {size}',
  outputs: 'attn_outputs',
  outputsCode: 'torch.bmm(weights, value)',
  scalingTitle: 'Warum durch √d_k teilen?',
  // Die Zahl 0,2 steht (noch) im Text, nicht in einem Platzhalter.
  scalingNote:
    'Fünf zufällige Queries treffen auf fünf zufällige Keys. Ihre Skalarprodukte wachsen mit der Dimension: Schieben Sie d_k nach oben, häuft die unskalierte Softmax fast das ganze Gewicht jeder Query auf einen einzigen Key. Die Division durch √d_k hält die Gewichte verteilt. Jeder Balken ist das größte Gewicht einer Query: Eine volle Spur ist 1, die ganze Aufmerksamkeit auf einem Key, und die Linie bei einem Fünftel der Spur ist 0,2, dasselbe Gewicht auf allen fünf Keys.',
  scaled: '÷ √d_k',
  unscaled: 'ohne Skalierung',
  /** Der Titel eines Balkens: sein Token und das Gewicht, für das er steht. */
  barTitle: '{token}: {weight}',
  readout:
    'd_k = {size}: Das größte Gewicht einer Query beträgt im Mittel {scaled} mit Skalierung, {unscaled} ohne.',
};
