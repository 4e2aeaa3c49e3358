// Las frases sobre los pesos (claves "wording.<name>"); ver ../text.js.
// ../wording.js y ../masking.js las forman con los pesos y la máscara causal.
// {token}, {key}, {names}, {spread}, {focused} y {lost} llegan entre
// comillas (wording.quoted) o como listas (Intl.ListFormat). Una lista puede
// tener una palabra o varias cuando la clave inglesa no las distingue: esas
// frases evitan que el verbo concuerde con la lista. Las palabras se tratan
// como «palabra» (femenino): «sí misma».
export default {
  quoted: '«{word}»',
  // La propia palabra de la consulta, p. ej. «se concentra en sí misma».
  itself: 'sí misma',
  // Bajo una puntuación −∞ en la tabla del paso 2 (y oculto en las celdas): corto.
  masked: 'oculta',

  rowConcentrates: '{token} se concentra en {names} ({weight}).',
  rowSpreads: '{token} reparte su atención: ninguna clave recibe más de {weight} ({names}).',

  // sentencePattern: {spread} es una palabra (…One) o varias (…Many), y
  // {focused} enumera frases «{token} pone {weight} en {names}».
  putsOn: '{token} pone {weight} en {names}',
  acrossSpreadOne: 'En toda la frase, {spread} reparte su atención (ningún peso pasa de {weight}).',
  acrossSpreadMany:
    'En toda la frase, {spread} reparten su atención (ningún peso pasa de {weight}).',
  acrossFocused: 'En toda la frase, {focused}.',
  acrossBothOne:
    'En toda la frase, {spread} reparte su atención (ningún peso pasa de {weight}), mientras que {focused}.',
  acrossBothMany:
    'En toda la frase, {spread} reparten su atención (ningún peso pasa de {weight}), mientras que {focused}.',
  diagonalSpreadOne:
    'Cada palabra pone su mayor peso en sí misma; {spread} reparte su atención (ningún peso pasa de {weight}).',
  diagonalSpreadMany:
    'Cada palabra pone su mayor peso en sí misma; {spread} reparten su atención (ningún peso pasa de {weight}).',
  diagonalFocused: 'Cada palabra pone su mayor peso en sí misma; {focused}.',
  diagonalBothOne:
    'Cada palabra pone su mayor peso en sí misma; {spread} reparte su atención (ningún peso pasa de {weight}), mientras que {focused}.',
  diagonalBothMany:
    'Cada palabra pone su mayor peso en sí misma; {spread} reparten su atención (ningún peso pasa de {weight}), mientras que {focused}.',

  // selfAttentionNote: cuántas palabras ponen su mayor peso en sí mismas
  // (todas, ninguna o {count} de {total}; {count} puede ser 1) y cuántas de
  // ellas se quedan con más de la mitad.
  noneOnSelf: 'Aquí ninguna palabra pone su mayor peso en sí misma.',
  everyOnSelfAllMost:
    'Aquí cada palabra pone su mayor peso en sí misma, y cada una se queda con más de la mitad de su atención.',
  everyOnSelfNoneMost:
    'Aquí cada palabra pone su mayor peso en sí misma, pero ninguna se queda con más de la mitad: el resto se reparte entre las demás palabras.',
  everyOnSelfOneMost:
    'Aquí cada palabra pone su mayor peso en sí misma, pero solo {names} se queda con más de la mitad.',
  everyOnSelfSomeMost:
    'Aquí cada palabra pone su mayor peso en sí misma, pero solo {names} se quedan con más de la mitad.',
  someOnSelfAllMost:
    'Aquí, en {count} de {total} palabras, el mayor peso recae en la propia palabra, siempre con más de la mitad de su atención.',
  someOnSelfNoneMost:
    'Aquí, en {count} de {total} palabras, el mayor peso recae en la propia palabra, pero ninguna se queda con más de la mitad: el resto se reparte entre las demás palabras.',
  someOnSelfOneMost:
    'Aquí, en {count} de {total} palabras, el mayor peso recae en la propia palabra, pero solo {names} se queda con más de la mitad.',
  someOnSelfSomeMost:
    'Aquí, en {count} de {total} palabras, el mayor peso recae en la propia palabra, pero solo {names} se quedan con más de la mitad.',
  keepsForItself: '{token} se queda con {weight} para sí misma.',

  // La máscara causal (../masking.js): {names} son las claves que oculta.
  maskSeesAll:
    'La máscara causal solo oculta las palabras posteriores, y {token} va la última: ve todas las palabras.',
  maskScoreOne:
    'La máscara causal solo deja que {token} se fije en sí misma y en las palabras anteriores, como debe hacer un generador de texto: {names} va después, así que su puntuación pasa a ser −∞ antes de la softmax.',
  maskScoreMany:
    'La máscara causal solo deja que {token} se fije en sí misma y en las palabras anteriores, como debe hacer un generador de texto: {names} van después, así que sus puntuaciones pasan a ser −∞ antes de la softmax.',
  maskSoftmaxOne:
    'Con la máscara causal, {names} tiene puntuación −∞, y e elevado a −∞ es 0: la softmax no le da ningún peso y las claves visibles se lo reparten todo.',
  maskSoftmaxMany:
    'Con la máscara causal, {names} tienen puntuación −∞, y e elevado a −∞ es 0: la softmax no les da ningún peso y las claves visibles se lo reparten todo.',
  hiddenFavourite:
    'Su puntuación más alta ({score}) es con {key}, una palabra posterior que la máscara oculta.',
  // Una oración principal; maskedLost… enumeran una o varias.
  noLongerSees: '{token} ya no ve {key}',
  maskedNone: 'Aquí la máscara causal no oculta a ninguna palabra su clave de mayor puntuación.',
  maskedLostOne: 'Con la máscara causal, {lost}, la clave a la que da la puntuación más alta.',
  maskedLostMany:
    'Con la máscara causal, {lost}: en cada caso, la clave a la que da la puntuación más alta.',
};
