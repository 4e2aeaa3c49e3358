// Las palabras de los pasos (claves "steps.<name>"); ver ../text.js. {token},
// {key} y {names} llegan entre comillas (wording.quoted); {label} es una
// palabra tal cual. {q}, {k}, {v}, {symbol}, {mark} y {sum} son elementos.
export default {
  // La lista de pasos, la cabecera de la página y la región en vivo (step-pages.js).
  eyebrow: 'Paso {number} de {count}',
  announcement: 'Paso {number} de {count}: {title}. {summary}',
  formula: 'Fórmula',
  // Practice mode, while the query's weights wait for its prediction.
  withheld:
    'Oculto por ahora: primero predice, encima de los pasos, a qué palabra atiende más {token}. Sus pesos aparecen en cuanto respondas.',

  // Paso 1 (project-step.js).
  projectTitle: 'Proyectar',
  projectSummary: '{token} obtiene sus vectores de consulta, clave y valor.',
  projectMultiplies:
    'El embedding x de {token} se multiplica por tres matrices (las tarjetas de abajo), y así obtiene su consulta (lo que busca), su clave (aquello por lo que se le puede encontrar) y su valor (lo que transmite).',
  projectRows:
    'Cada componente de x multiplica una fila de la matriz y las filas multiplicadas se suman: un 0 se salta su fila, un 1 la toma tal cual.',
  chapterMatrices:
    'Las tres matrices están fijadas a mano para reproducir los números del capítulo; un modelo real las aprende durante el entrenamiento.',
  ownSentenceCaveat:
    'Aquí no se ha entrenado nada: x contiene números de juguete calculados a partir de las letras de cada palabra, y las matrices son las del capítulo, fijadas a mano, así que los pesos no dicen nada sobre lo que significa tu frase.',
  sharedProjections:
    'Las proyecciones están desactivadas, así que aquí no hay nada que aprender: la consulta, la clave y el valor de {token} son todos su embedding, sin cambios.',
  rowOfMatrix: '(fila i de W)',
  rowName: 'fila {row}',
  rowTerm: '{factor} × fila {row}',
  queryCard: '{symbol} (consulta)',
  keyCard: '{symbol} (clave)',
  valueCard: '{symbol} (valor)',
  rowsTaken: '{q}, {k} y {v} son cada uno {rows} de su matriz.',
  noRowTaken:
    '{q}, {k} y {v} son todo ceros: cada componente de x es 0, así que no se toma ninguna fila.',

  // Paso 2 (score-step.js).
  scoreTitle: 'Puntuar',
  scoreSummary: '{token} se puntúa frente a cada clave; frente a {key}, la puntuación es {score}.',
  scoreCompares:
    'La consulta de {token} se compara con cada clave mediante un producto escalar: se multiplican las componentes correspondientes y se suman.',
  scorePickKey:
    'Los vectores que apuntan en la misma dirección puntúan alto. Elige una clave para ver su suma desarrollada.',
  scoreTable: 'Puntuaciones de {label} frente a cada clave',
  keyHeading: 'Clave',

  // Paso 3 (softmax-step.js): con escalado («scaled») o sin él («raw»).
  softmaxTitle: 'Escalar y softmax',
  softmaxSummary:
    'Las puntuaciones de {token} se convierten en pesos en tres etapas: las puntuaciones, e elevado a cada una y cada resultado dividido entre su suma.',
  scaledDivides:
    'Las puntuaciones se dividen entre √dₖ = √{dimension}, lo que mantiene su dispersión cerca de 1 por largos que sean los vectores (por qué importa se explica bajo este paso). Después la softmax las convierte en pesos en dos movimientos: e elevado a cada puntuación y luego cada resultado dividido entre su suma. El control recorre las etapas a tu ritmo.',
  rawScores:
    'El escalado está desactivado, así que la softmax lee las puntuaciones sin escalar. Las convierte en pesos en dos movimientos: e elevado a cada puntuación y luego cada resultado dividido entre su suma. El control recorre las etapas a tu ritmo.',
  /** Los textos de las etapas, hechos con los números (softmax-step.js stageCaptions). */
  scoresScaled:
    'Cada puntuación dividida entre √{dimension}: la más alta, {top}, es la de {names}. Cada barra llega a la puntuación escalada de su clave.',
  scoresRaw:
    'Las puntuaciones sin escalar: la más alta, {top}, es la de {names}. Cada barra llega a la puntuación de su clave.',
  /** `power`: e^4.5; `largest`: su valor, 90.0 (el código da formato a ambos). */
  exponentialsApart:
    'La softmax eleva e a cada puntuación, y la mayor se distancia: para {names} sale {power} ≈ {largest}, {ratio} veces el {nextLargest} de {nextNames} ({nextPower}). Las barras se dibujan respecto a la mayor, así que las demás se encogen.',
  exponentialsClose:
    'La softmax eleva e a cada puntuación: para {names} sale {power} ≈ {largest} y para {nextNames}, {nextPower} ≈ {nextLargest}, más de la mitad, así que sus pesos no diferirán en más de un factor dos.',
  exponentialsEven:
    'La softmax eleva e a cada puntuación; las puntuaciones son iguales, así que cada clave recibe {power} ≈ {largest} y ninguna se adelanta.',
  maskedExponential: 'Para una clave enmascarada, e^−∞ es 0.',
  shiftedRow:
    'Estas puntuaciones son demasiado grandes para escribir e elevado a ellas, así que primero a cada una se le resta la mayor, {shift}; la división entre la suma lo compensa.',
  power: 'e^{score}',
  shiftedPower: 'e^({score} − {shift})',
  weightsDivided_one:
    'Por último, cada {exponential} se divide entre su suma, {sum}: estos son los pesos, suman 1, y el de {names} es {weight}.',
  /** `count` claves empatadas en el peso más alto. */
  weightsDivided_other:
    'Por último, cada {exponential} se divide entre su suma, {sum}: estos son los pesos, suman 1, y {names} reciben {weight} cada una.',
  scaledCompared:
    'Sin la división entre √{dimension}, el mayor peso de {token} sería {other} en lugar de {shown}.',
  rawCompared:
    'El mayor peso de {token} es {shown}; dividiendo antes entre √dₖ = √{dimension}, sería {other}.',
  /** El control de etapas y los nombres de sus etapas. */
  stageSlider: 'Etapa de la softmax',
  stageValue: 'Etapa {number} de {count}: {name}',
  stageScaled: 'puntuaciones ÷ √{dimension}',
  stageRaw: 'puntuaciones',
  stageWeights: 'pesos',
  replay: 'Repetir',
  exponentialName: 'eˢ',
  shiftedExponentialName: 'e^(s − {shift})',
  softmaxTable: 'Softmax de {label}',
  softmaxBox: 'Tabla de la softmax',
  // A soft hyphen: on a phone the word breaks in the softmax table's narrow column of row names.
  scoreHeading: 'Puntua\u00ADción',
  weightHeading: 'Peso',
  scaledRow: '÷ √{dimension}',
  maskRow: 'máscara',
  scaledMaskRow: '÷ √{dimension}, máscara',
  // Soft hyphens here: the axis's words break in the narrow column of row names.
  scaledScoreAxis: 'puntua\u00ADción esca\u00ADlada (÷√{dimension})',
  rawScoreAxis: 'puntua\u00ADción',
  weightAxis: 'peso',
  scaledLegend: '{mark} marca dónde estaría cada barra sin escalado.',
  rawLegend: '{mark} marca dónde estaría cada barra con escalado.',

  // Paso 4 (sum-step.js).
  sumTitle: 'Suma ponderada',
  sumSummary: 'El nuevo embedding de {token} es la suma ponderada de los vectores de valor.',
  sumBlends:
    'El nuevo embedding de {token} es una mezcla de todos los vectores de valor, cada uno en proporción a su peso.',
  ownValueShapes:
    'Su propio valor (peso {weight}) le da casi toda su forma; las claves con pesos pequeños apenas cuentan.',
  valueShapes:
    'El valor de {names} (peso {weight}) le da casi toda su forma; las claves con pesos pequeños apenas cuentan.',
  noKeyDominates:
    'Ninguna clave domina: el mayor peso, {weight}, va a {names} y no llega ni a la mitad, así que el resultado mezcla varios valores.',
  sumTable: 'Suma ponderada de {label}',
  sumBox: 'Tabla de la suma ponderada',
  productHeading: 'peso × {value}',
  sumSign: 'suma →',
  sumNote: 'Cada producto es el peso sin redondear por vⱼ, redondeado a dos decimales.',
};
