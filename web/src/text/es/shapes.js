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
  scalingTitle: '¿Por qué dividir entre √d_k?',
  // El número 0,2 está (aún) en el texto, no en un marcador.
  scalingNote:
    'Cinco consultas aleatorias se encuentran con cinco claves aleatorias. Sus productos escalares crecen con la dimensión, así que al subir d_k la softmax sin escalar amontona casi todo el peso de cada consulta en una sola clave. Dividir entre √d_k mantiene los pesos repartidos. Cada barra es el mayor peso de una consulta: la pista llena es 1, toda su atención en una clave, y la línea a un quinto de la pista es 0,2, el mismo peso en las cinco claves.',
  scaled: '÷ √d_k',
  unscaled: 'sin escalar',
  /** El título de una barra: su token y el peso que representa. */
  barTitle: '{token}: {weight}',
  readout:
    'd_k = {size}: el mayor peso de una consulta es de media {scaled} con escalado y {unscaled} sin él.',
};
