// Las palabras de «Sigue las formas» (claves "shapes.<name>"); ver ../text.js.
export default {
  intro:
    'El mismo cálculo con el tamaño de un modelo real: los cinco ids de token del capítulo, embeddings de 768 dimensiones y la atención por lotes del propio núcleo. Cada flecha es una línea de PyTorch; las formas son las que devuelve el núcleo.',
  flowName: 'Formas a lo largo del código',
  // Cada etapa: el nombre del tensor en el código del capítulo y la línea de
  // PyTorch que lo crea (código: igual en todos los idiomas).
  inputIds: 'input_ids',
  inputIdsCode: 'tokenizer(text, add_special_tokens=False).input_ids',
  embeddings: 'inputs_embeds',
  embeddingsCode: 'nn.Embedding({vocabulary}, {size})(input_ids)',
  embeddingsDetail:
    '{size} números por token, sacados de N(0, 1) como en una capa recién inicializada',
  scores: 'scores',
  scoresCode: 'torch.bmm(query, key.transpose(1, 2)) / sqrt({size})',
  weights: 'weights',
  weightsCode: 'F.softmax(scores, dim=-1)',
  weightsDetail:
    'Cada fila suma 1. Con query = key = value, el mayor peso de cada token (recuadrado) cae sobre sí mismo: un vector se parece más que nada a sí mismo.',
  weightsName: 'Pesos con d = {size}',
  outputs: 'attn_outputs',
  outputsCode: 'torch.bmm(weights, value)',
  /** After the walk: `size` is d, `link` the link to the Scale & softmax step's panel. */
  scalingNote:
    'Las puntuaciones de arriba se dividen entre √{size}. Por qué, y qué falla sin esa división con vectores tan largos, lo muestra un panel propio con un control deslizante de 4 a 1024 dimensiones: {link}',
  scalingLink: '¿Por qué dividir entre √dₖ? (en «Escalar y softmax»)',
};
