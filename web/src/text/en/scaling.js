// The scaling panel's words (keys "scaling.<name>"); see ../text.js. Why
// attention divides the scores by √dₖ, said in the lab's own words.
export default {
  title: 'Why divide by √dₖ?',
  why: 'A score q·k adds up dₖ products. When every entry of q and k varies by about 1, the sum varies by about √dₖ: the more dimensions, the wider the scores. Dividing by √dₖ brings their spread back to about 1, whatever dₖ is.',
  saturation:
    'Why the spread matters: softmax exaggerates gaps. Scores far apart make it hand nearly all the attention to one key, and such a saturated softmax hardly reacts when the scores change. Its gradient, the signal training learns from, all but vanishes.',
  sliderName: 'Key dimension dₖ',
  sliderValue: 'dₖ = {dk}',
  sliderLabel: 'dₖ = {dk}',
  tableCaption: 'Random queries against {keys} random keys at dₖ = {dk}',
  measure: 'Measure',
  raw: 'Without scaling',
  scaled: 'Divided by √dₖ',
  spread: 'Spread of the scores (standard deviation)',
  largest: 'Largest of the {keys} weights',
  gradient: 'Size of the softmax gradient',
  summary:
    'At dₖ = {dk} the raw scores spread by {rawSpread} (√{dk} ≈ {root}), so softmax gives the largest key {rawWeight} of the attention and its gradient is {rawGradient}. Divided by √{dk}, the scores spread by {scaledSpread}, the largest weight is {scaledWeight} and the gradient stays at {scaledGradient}.',
  small:
    'At this size the division changes little. Move the slider towards the hundreds of dimensions real models use.',
  large:
    'Without the division the softmax is saturated: one key takes almost everything and the gradient is close to zero, so training could barely adjust these scores. With it, both stay as they are at small dₖ.',
  chapter:
    'The lab’s own vectors have dₖ = {dk}: for {token}, scaling moves the largest weight from {rawWeight} to {scaledWeight}.',
  method:
    'Averages over {samples} random queries, each scored against {keys} random keys whose entries are independent with variance 1, computed by the core.',
};
