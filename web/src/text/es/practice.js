// Las palabras de la parte de práctica (claves «practice.<name>»); ver ../text.js.
export default {
  mistakeScaledEarly:
    'Parece que ya dividiste la puntuación entre √dₖ: esa es la puntuación escalada, que usa el paso siguiente. Esta casilla pide q·k tal cual, antes de dividir.',
  mistakeSwapped:
    'Parece que intercambiaste consulta y clave: la clave de {token} por la consulta de {key} (k·q), cuando se pide la consulta de {token} por la clave de {key}.',
  mistakeQueryQuery:
    'Parece que multiplicaste dos consultas: la consulta de {token} por la consulta de {key} (q·q); el segundo vector debe ser la clave de {key}.',
  mistakeKeyKey:
    'Parece que multiplicaste dos claves: la clave de {token} por la clave de {key} (k·k); el primer vector debe ser la consulta de {token}.',
  mistakeWithoutScale:
    'Parece que falta dividir entre √dₖ: la softmax recibió las puntuaciones sin escalar.',
  mistakeDividedByDk:
    'Parece que dividiste las puntuaciones entre dₖ en lugar de entre su raíz √dₖ.',
  mistakeScaledAnyway:
    'Parece que dividiste las puntuaciones entre √dₖ, pero aquí el escalado está desactivado: la softmax recibe las puntuaciones sin escalar, tal cual.',
  mistakeColumnSoftmax:
    'Parece que la softmax recorrió la columna de la clave, sobre las consultas, en lugar de la fila de la consulta con sus claves.',
  mistakeWithoutExp:
    'Parece que dividiste cada puntuación entre la suma de las puntuaciones sin elevar antes e a ellas: eso es s ÷ Σs, no la softmax.',
  mistakeUnmasked:
    'Parece que olvidaste la máscara causal: la softmax recorrió todas las claves de la fila, también las palabras posteriores enmascaradas. Una clave enmascarada recibe el peso 0 y no entra en la suma.',
  mistakeWeightOutOfRange:
    'Un peso está entre 0 y 1: la softmax hace positivo cada peso (0 solo para una clave enmascarada), y los pesos de una fila suman 1, así que {answer} no puede ser uno. Revisa e elevado a la puntuación escalada y la suma de la fila entre la que se divide.',
  mistakeSignFlipped:
    'El tamaño es correcto, pero el signo no: revisa los signos menos (negativo por negativo da positivo).',
  mistakeRounding:
    'Casi: parece que redondeaste un número demasiado pronto. Conserva al menos tres decimales hasta el final.',
  mistakeTopValueOnly:
    'Parece que tomaste solo el valor de la palabra con más peso, en lugar de la suma ponderada de todos los valores.',
  mistakeUnweightedSum: 'Parece que sumaste los valores sin multiplicar cada uno por su peso.',
  mistakePlainAverage:
    'Parece que hiciste la media simple de los valores, todos con la misma importancia, en lugar de ponderarlos con la atención.',
  mistakeScaledScoreAsWeight:
    'Parece que usaste las puntuaciones escaladas como pesos, sin la softmax que las convierte en pesos.',
  // The practice view (practice.js): the prediction, the notes in place of
  // what it would give away, the progress strip.
  title: 'Pruébalo tú',
  awayFromExample:
    'La práctica empieza en {token}: el capítulo resuelve {example} por ti, con sus puntuaciones y pesos. Sirve cualquier palabra: elige una arriba.',
  predictQuestion: '¿A qué palabra atenderá más {token}?',
  predictButton: 'Predecir',
  pickFirst: 'Elige primero una palabra y luego pulsa Predecir.',
  masked: '(enmascarada: no es posible)',
  predictRight:
    'Correcto: {token} atiende sobre todo a {keys}. De todas las claves, la clave de {keys} es la que mejor encaja con la consulta de {token}, así que su producto escalar q·k es la puntuación más alta, y la softmax da a la puntuación más alta el peso más alto.',
  predictRightTie:
    'Correcto, y es un empate: {token} atiende por igual a {keys}. Sus claves encajan exactamente igual de bien con la consulta de {token}, así que reciben la misma puntuación más alta y la softmax les da el mismo peso. Cualquiera de estas {count} palabras cuenta como correcta.',
  predictWrong:
    'No exactamente: {token} atiende sobre todo a {keys}, no a {guess}. La consulta de {token} encaja mejor con la clave de {keys} que con la clave de {guess}, así que q·k es mayor para {keys}, y la puntuación mayor recibe el peso mayor.',
  predictWrongTie:
    'No exactamente: hay un empate y {guess} no está en él. {token} atiende por igual a {keys}: sus claves encajan igual de bien con su consulta y mejor que la clave de {guess}, así que se reparten el peso más alto. Cualquiera de estas {count} palabras habría contado.',
  predictOnly:
    'Correcto: la máscara solo deja a {token} mirar a {keys}, así que toda su atención va allí.',
  predictEven:
    'Correcto: {token} obtiene la misma puntuación con cada palabra que ve, así que la softmax da a cada una el mismo peso; cualquier palabra cuenta.',
  predictScores:
    'En números: q·k = {score} para {keys}, como mucho {other} para cualquier otra palabra.',
  predictScoresWrong: 'En números: q·k = {score} para {keys}, {guessScore} para {guess}.',
  matrixWithheld:
    'La matriz y su figura siguen ocultas hasta que predigas adónde mira {token}. Después, solo las filas de las palabras que ya predijiste muestran sus pesos, aquí y en las cabezas.',
  rowsWithheld:
    'Las filas con ? son de palabras que aún no has predicho ({hidden} de {total}): elige una de ellas como consulta y predícela para ver su fila. La figura de la matriz espera hasta que predigas todas las palabras. En la fila de una palabra que ya has predicho, ? marca un peso por el que todavía pregunta una casilla.',
  picturesWithheld:
    'Las imágenes también esperan tu predicción: se dibujan con los pesos de {token}.',
  picturesWaitWeight:
    'Las imágenes esperan a que encuentres el peso en la casilla del paso 3, {softmaxStep} (o muestres el cálculo): se dibujan con los pesos de {token}.',
  picturesWaitOutput:
    'El plano espera a que encuentres la primera componente de x′ en la casilla del paso 4, {sumStep} (o muestres el cálculo): sitúa la x′ de {token}.',
  progressFor: 'Ejercicios de {token}',
  predictName: 'Predicción',
  scoreName: 'Puntuación',
  weightName: 'Peso',
  outputName: 'Primera componente de x′',
  outcomeRight: '{exercise}: respondido bien',
  outcomeWrong: '{exercise}: predicción fallida',
  outcomeShown: '{exercise}: desarrollo mostrado, no cuenta',
  outcomeNone: '{exercise}: todavía no',
  count:
    '{right} de {total} ejercicios respondidos bien con esta frase y estos ajustes ({each} por cada una de sus {words} palabras como consulta). Guardado solo en este navegador.',
  startOver: 'Empezar de nuevo: borrar el progreso de esta frase',
  clearQuestion:
    '¿Borrar cada predicción, respuesta y desarrollo mostrado de esta frase con estos ajustes, para sus {words} palabras? No se puede deshacer.',
  clearYes: 'Sí, borrarlo',
  clearCancel: 'Cancelar',
  clearCancelled: 'No se ha borrado nada.',
  startedOver: 'Empiezas de nuevo: aún no hay nada hecho con esta frase y estos ajustes.',
  // The boxes of each step (exercises.js).
  scoreLabel: 'Tu puntuación q·k para {token} y {key}',
  weightLabel: 'Tu peso de {key} en la fila de {token}',
  outputLabel:
    'Tu primera componente de la salida x′ para {token} (la de más a la izquierda de sus {entries})',
  check: 'Comprobar',
  onward: 'Sigue con el paso {number}, {title}',
  lastBox:
    'Esa era la última casilla de {token}. Elige otra palabra arriba para practicar con ella.',
  pickAnotherWord: 'Elegir otra palabra',
  tolerance: 'Pulsa Intro o Comprobar; cuenta como correcto con ±{tolerance} de margen.',
  aboutTarget:
    'A partir de aquí, cada casilla pregunta por {token} y la palabra a la que más atiende, {key}, elijas la clave que elijas.',
  aboutOutput:
    'Esta casilla pregunta solo por {token}: su x′ suma los valores de todas las palabras que ve, cada uno por su peso.',
  showWorking: 'Mostrar el cálculo',
  predictFirst:
    'Predice primero, arriba, a qué palabra atiende más {token}: la casilla de este paso pregunta después por {token} y esa palabra.',
  startsAtScore:
    'Los ejercicios empiezan en el paso 2, {scoreStep}: calcula allí tú mismo un producto escalar.',
  weightNeedsScore:
    'Su puntuación, y e elevado a ella, aparecen como ? hasta que encuentres la puntuación en el paso 2, {scoreStep}.',
  outputNeedsWeight:
    'Los pesos de {token}, y cada peso × v, aparecen como ? hasta que encuentres el peso de {key} en el paso 3, {softmaxStep}.',
  empty: 'La casilla está vacía: escribe un número, como {example}. No se ha comprobado nada.',
  notANumber:
    '{text} no es un número: escribe en cifras el número que has calculado, como {example}, con una coma antes de los decimales. No se ha comprobado nada.',
  decimalComma:
    'Escribe los decimales tras un punto, no tras una coma: {typed}, no {text}. No se ha comprobado nada.',
  grouping:
    '{text} se puede leer de dos maneras, porque un punto también separa los millares. Escribe el número sin separador de millares y con coma decimal, como {example}. No se ha comprobado nada.',
  percentWeight:
    'Los pesos se escriben como fracciones de 1, no como porcentajes: {fraction}, no {text}. No se ha comprobado nada.',
  percentPlain:
    'Escribe el número sin el signo %: las puntuaciones y las componentes de x′ son números corrientes, no porcentajes. No se ha comprobado nada.',
  calculation:
    '{text} es una operación: calcúlala y escribe el resultado como un solo número, como {example}. No se ha comprobado nada.',
  tooLarge:
    '{text} es demasiado grande para ser un número corriente (cuenta como infinito): las puntuaciones, los pesos y las componentes de x′ son aquí números corrientes, como {example}. No se ha comprobado nada.',
  scoreRight: 'Correcto: q·k para {token} y {key} es {truth}.',
  weightRight: 'Correcto: {token} da a {key} el peso {truth}.',
  outputRight: 'Correcto: la primera componente de x′ para {token} es {truth}.',
  wrong: 'No del todo: {answer} no es. {reason}',
  scoreRecheck:
    'Ninguno de los errores habituales da ese número: revisa cada producto de una componente de q por la componente de k que tiene debajo, y su suma.',
  weightRecheck:
    'Ninguno de los errores habituales da ese número: revisa la puntuación escalada, e elevado a ella y la suma de e elevado a cada puntuación de la fila.',
  outputRecheck:
    'Ninguno de los errores habituales da ese número: revisa cada peso por su componente del valor, y su suma.',
  scoreNeighbour:
    '{answer} es la puntuación de {token} y {other}, que aparece en la misma tabla: comprueba que tomaste la clave de {key} y no la de {other}.',
  weightNeighbour:
    '{answer} es el peso de {other} en la fila de {token}, que aparece en la misma tabla: comprueba que tomaste el lugar de {key} y no el de {other}.',
  workingScore: 'q·k = {terms} = {score}',
  workingWeight:
    'Puntuación {score} ÷ √dₖ = {score} ÷ √{dimension} = {scaled}; e elevado a eso es {exponential}; en toda la fila estos valores suman {sum}; así que el peso es {exponential} ÷ {sum} = {weight}.',
  workingWeightRaw:
    'Puntuación {score}, sin escalar; e elevado a eso es {exponential}; en toda la fila estos valores suman {sum}; así que el peso es {exponential} ÷ {sum} = {weight}.',
  workingMasked:
    'La máscara oculta {key} a {token}: su puntuación pasa a −∞ antes de la softmax, y e elevado a −∞ es 0, así que su peso es 0.',
  workingOutput:
    'Primera componente de x′ para {token} = Σ peso × primera componente de cada v = {terms} = {output}',
};
