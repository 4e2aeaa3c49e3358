// The scaling panel's words (keys "scaling.<name>"); see ../text.js. Why
// attention divides the scores by √dₖ, said in the lab's own words.
export default {
  title: 'Why divide by √dₖ?',
  why: 'A score q·k adds up dₖ products. When the entries of q and k are independent with variance 1, the sum has variance dₖ: its spread, the standard deviation, is about √dₖ, so the more dimensions, the wider the scores. Dividing by √dₖ brings the spread back to about 1, whatever dₖ is.',
  saturation:
    'Why the spread matters: softmax exaggerates gaps. Scores far apart make it hand nearly all the attention to one key, and such a saturated softmax hardly reacts when the scores change. Its gradient, the signal training learns from, all but vanishes.',
  sliderName: 'Key dimension dₖ',
  sliderValue: 'dₖ = {dk}',
  sliderLabel: 'dₖ = {dk}',
  tableCaption:
    'Random queries against {keys} random keys at dₖ = {dk}. Each row’s bars share one scale, up to that measure’s largest value at any dₖ.',
  measure: 'Measure',
  raw: 'Without scaling',
  scaled: 'Divided by √dₖ',
  spread: 'Spread of the scores',
  largest: 'Largest of {keys} weights',
  gradient: 'Softmax gradient',
  gradientNote:
    'The softmax gradient here is the size (Frobenius norm) of its Jacobian: how strongly the weights move when the scores move. Near 0, training gets almost no signal through the softmax.',
  summaryExact:
    'At dₖ = {dk} the raw scores spread by {rawSpread}, close to √{dk} = {root}: the largest weight averages {rawWeight} and the gradient is {rawGradient}. Divided by √{dk}, the scores spread by {scaledSpread}, the largest weight averages {scaledWeight} and the gradient is {scaledGradient}.',
  summaryApproximate:
    'At dₖ = {dk} the raw scores spread by {rawSpread}, close to √{dk} ≈ {root}: the largest weight averages {rawWeight} and the gradient is {rawGradient}. Divided by √{dk}, the scores spread by {scaledSpread}, the largest weight averages {scaledWeight} and the gradient is {scaledGradient}.',
  small:
    'At dₖ = {dk} the unscaled softmax is not saturated yet: it is already sharper, but its gradient is about as large as with scaling. Move the slider towards the hundreds of dimensions real models use.',
  middle:
    'As dₖ grows, the unscaled scores spread wider: their largest weight climbs towards 1 and their gradient shrinks, while the scaled column stays where it was.',
  large:
    'Without the division the softmax is saturated: one key takes almost everything and the gradient is close to zero, so training could barely adjust these scores. With it, both stay as they are at small dₖ.',
  chapter:
    'The lab’s own vectors have dₖ = {dk}: for {token}, scaling moves the largest weight from {rawWeight} to {scaledWeight}.',
  method:
    'Averages over {samples} random queries, each scored against {keys} random keys (a row of {keys} weights, like a short sentence), computed live by the lab’s WebAssembly core.',
};
