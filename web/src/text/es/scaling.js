// Las palabras del panel de escalado (claves "scaling.<name>"); ver
// ../text.js. Por qué la atención divide las puntuaciones entre √dₖ.
export default {
  title: '¿Por qué dividir entre √dₖ?',
  why: 'Una puntuación q·k suma dₖ productos. Si las componentes de q y k son independientes y de varianza 1, la suma tiene varianza dₖ: su dispersión, la desviación estándar, es de unos √dₖ, así que cuantas más dimensiones, más dispersas quedan las puntuaciones. Dividir entre √dₖ devuelve la dispersión a más o menos 1, sea cual sea dₖ.',
  saturation:
    'Por qué importa la dispersión: la softmax exagera las diferencias. Con puntuaciones muy separadas entrega casi toda la atención a una sola clave, y una softmax así de saturada apenas reacciona cuando cambian las puntuaciones. Su gradiente, la señal de la que aprende el entrenamiento, casi desaparece.',
  sliderName: 'Dimensión de las claves dₖ',
  sliderValue: 'dₖ = {dk}',
  sliderLabel: 'dₖ = {dk}',
  tableCaption:
    'Consultas aleatorias frente a {keys} claves aleatorias con dₖ = {dk}. Las barras de cada fila comparten una escala, hasta el mayor valor de esa medida en cualquier dₖ.',
  measure: 'Medida',
  raw: 'Sin escalar',
  scaled: 'Divididas entre √dₖ',
  spread: 'Dispersión de q·k',
  largest: 'Mayor de {keys} pesos',
  gradient: 'Gradiente de la softmax',
  gradientNote:
    'El gradiente de la softmax es aquí el tamaño (norma de Frobenius) de su matriz jacobiana: cuánto se mueven los pesos cuando se mueven las puntuaciones. Cerca de 0, al entrenamiento casi no le llega señal a través de la softmax.',
  summaryExact:
    'Con dₖ = {dk}, las puntuaciones sin escalar tienen una dispersión de {rawSpread}, cerca de √{dk} = {root}: el mayor peso vale de media {rawWeight} y el gradiente {rawGradient}. Divididas entre √{dk}, las puntuaciones tienen una dispersión de {scaledSpread}, el mayor peso vale de media {scaledWeight} y el gradiente {scaledGradient}.',
  summaryApproximate:
    'Con dₖ = {dk}, las puntuaciones sin escalar tienen una dispersión de {rawSpread}, cerca de √{dk} ≈ {root}: el mayor peso vale de media {rawWeight} y el gradiente {rawGradient}. Divididas entre √{dk}, las puntuaciones tienen una dispersión de {scaledSpread}, el mayor peso vale de media {scaledWeight} y el gradiente {scaledGradient}.',
  small:
    'Con dₖ = {dk}, la softmax sin escalar aún no está saturada: ya está más concentrada, pero su gradiente es más o menos igual que con escalado. Mueve el control hacia los cientos de dimensiones que usan los modelos reales.',
  middle:
    'Al crecer dₖ, las puntuaciones sin escalar se separan más: su mayor peso sube hacia 1 y su gradiente se encoge, mientras que la columna escalada sigue donde estaba.',
  large:
    'Sin la división, la softmax está saturada: una clave se lo lleva casi todo y el gradiente es casi cero, así que el entrenamiento apenas podría ajustar estas puntuaciones. Con ella, ambos siguen como con un dₖ pequeño.',
  chapter:
    'Los vectores del propio laboratorio tienen dₖ = {dk}: para {token}, el escalado lleva el mayor peso de {rawWeight} a {scaledWeight}.',
  method:
    'Medias sobre {samples} consultas aleatorias, cada una puntuada frente a {keys} claves aleatorias (una fila de {keys} pesos, como una frase corta), calculadas en directo por el núcleo WebAssembly del laboratorio.',
};
