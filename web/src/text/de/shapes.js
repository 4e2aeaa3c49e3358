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
  /** After the walk: `size` is d, `link` the link to the Scale & softmax step's panel. */
  scalingNote:
    'Die Scores oben werden durch √{size} geteilt. Warum, und was ohne diese Teilung bei so langen Vektoren schiefgeht, zeigt ein eigenes Feld mit einem Schieberegler von 4 bis 1024 Dimensionen: {link}',
  scalingLink: 'Warum durch √dₖ teilen? (unter „Skalierung & Softmax“)',
};
