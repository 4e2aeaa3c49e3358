// The practice part's words (keys "practice.<name>"); see ../text.js.
// Practice mode (views/practice/) checks the learner's own numbers;
// diagnose.js names the likely mistake behind a wrong one: its key
// 'swapped' is the text 'practice.mistakeSwapped' (mistakeTextKey).
export default {
  /** The score q·k; `token` the query word, `key` the other word (quoted). */
  mistakeScaledEarly:
    'It looks like the score was already divided by √dₖ: that is the scaled score, which the next step uses. This box asks for q·k itself, before any division.',
  mistakeSwapped:
    'It looks like query and key were swapped: the key of {token} times the query of {key} (k·q), where the query of {token} times the key of {key} is asked for.',
  mistakeQueryQuery:
    'It looks like two queries were dotted (q·q): the query of {token} times the query of {key}, where the second vector should be the key of {key}.',
  mistakeKeyKey:
    'It looks like two keys were dotted (k·k): the key of {token} times the key of {key}, where the first vector should be the query of {token}.',
  /** A weight or x′ entry. */
  mistakeWithoutScale:
    'It looks like the division by √dₖ was left out: softmax got the raw scores.',
  mistakeDividedByDk:
    'It looks like the scores were divided by dₖ instead of by its square root √dₖ.',
  mistakeScaledAnyway:
    'It looks like the scores were divided by √dₖ, but scaling is switched off here: softmax gets the raw scores as they are.',
  mistakeColumnSoftmax:
    'It looks like the softmax ran down the key’s column, over the queries, instead of across the query’s row of keys.',
  mistakeWithoutExp:
    'It looks like each score was divided by the sum of the scores without raising e to them first: that is s ÷ Σs, not softmax.',
  mistakeUnmasked:
    'It looks like the causal mask was left out: the softmax ran over every key of the row, the masked later words too. A masked key gets the weight 0 and stays out of the sum.',
  /** A weight below 0 or above 1 that no usual slip gives; `answer` as typed. */
  mistakeWeightOutOfRange:
    'A weight lies between 0 and 1: softmax makes every weight positive (0 only for a masked key), and the weights of a row add up to 1, so {answer} cannot be one. Recheck e to the power of the scaled score and the sum of the row it is divided by.',
  /** Any box: the right number with the other sign. */
  mistakeSignFlipped:
    'The size is right but the sign is wrong: look again at the minus signs (a negative times a negative is positive).',
  mistakeRounding:
    'Close: this looks like a number rounded too early. Keep at least three decimals until the end.',
  /** x′ entries only. */
  mistakeTopValueOnly:
    'It looks like only the value of the most weighted word was taken, instead of the weighted sum of all the values.',
  mistakeUnweightedSum:
    'It looks like the values were added up without multiplying each one by its weight.',
  mistakePlainAverage:
    'It looks like the values were averaged with each counting the same, instead of weighted by attention.',
  mistakeScaledScoreAsWeight:
    'It looks like the scaled scores were used as the weights, without the softmax that turns them into weights.',
  // The practice view (practice.js): the prediction, the notes in place of
  // what it would give away, the progress strip.
  title: 'Try it yourself',
  /** Practice opened on {token}, not on the lab's {example} (state.js awayFromWorkedExample). */
  awayFromExample:
    'Practice starts on {token}: the chapter works {example} out for you, its scores and weights included. Any word will do: pick one above.',
  // The prediction, before the query's weights are shown.
  predictQuestion: 'Which word will {token} attend to most?',
  predictButton: 'Predict',
  pickFirst: 'Pick a word first, then press Predict.',
  masked: '(masked: not possible)',
  // The verdict names no number a box still asks for: why in words, the
  // scores only once the score box is done, never a weight.
  predictRight:
    'Right: {token} attends most to {keys}. Of all the keys, the key of {keys} lines up best with the query of {token}, so their dot product q·k is the largest score, and softmax gives the largest score the largest weight.',
  predictRightTie:
    'Right, and it is a tie: {token} attends most to {keys} at once. Their keys line up with the query of {token} equally well, so they get the same largest score and softmax gives each the same weight. Any of these {count} counts as right.',
  predictWrong:
    'Not quite: {token} attends most to {keys}, not to {guess}. The query of {token} lines up better with the key of {keys} than with the key of {guess}, so q·k is larger for {keys}, and the larger score gets the larger weight.',
  predictWrongTie:
    'Not quite: it is a tie, and {guess} is not in it. {token} attends most to {keys} at once: their keys line up with its query equally well and better than the key of {guess}, so they share the largest weight. Any of these {count} would have counted.',
  predictOnly:
    'Right: the mask leaves {token} only {keys} to look at, so all of its attention goes there.',
  predictEven:
    'Right: {token} gets the same score with every word it sees, so softmax gives each of them the same weight; any word counts.',
  /** Added once the score box of the query is done. */
  predictScores: 'In numbers: q·k = {score} for {keys}, at most {other} for any other word.',
  predictScoresWrong: 'In numbers: q·k = {score} for {keys}, {guessScore} for {guess}.',
  // Shown in place of what the prediction would give away.
  matrixWithheld:
    'The matrix and its figure stay hidden until you have predicted where {token} looks. After that, only the rows of the words you have predicted show their weights, here and in the heads.',
  rowsWithheld:
    'Rows with ? belong to words you have not predicted yet ({hidden} of {total}): pick such a word as the query and predict it to see its row. The figure of the matrix waits until every word is predicted. In the row of a word you have predicted, ? marks a weight a box still asks for.',
  picturesWithheld:
    'The pictures wait for your prediction too: they are drawn from the weights of {token}.',
  /** After the prediction: the box the pictures still wait for. */
  picturesWaitWeight:
    'The pictures wait until you have found the weight in the box of step 3, {softmaxStep} (or shown its working): they are drawn from the weights of {token}.',
  picturesWaitOutput:
    'The plane waits until you have found the first entry of x′ in the box of step 4, {sumStep} (or shown its working): it places x′ of {token}.',
  // The progress strip, for the query shown, and Start over.
  progressFor: 'Exercises for {token}',
  predictName: 'Predict',
  scoreName: 'Score',
  weightName: 'Weight',
  outputName: 'First entry of x′',
  outcomeRight: '{exercise}: answered right',
  outcomeWrong: '{exercise}: guessed wrong',
  outcomeShown: '{exercise}: working shown, not counted',
  outcomeNone: '{exercise}: not yet',
  /** `each` exercises for each of the sentence's `words` words as the query. */
  count:
    '{right} of {total} exercises answered right for this sentence and these settings ({each} for each of its {words} words as the query). Kept only in this browser.',
  startOver: 'Start over: clear this sentence’s progress',
  /** Asked before Start over clears; `words` the sentence's words. */
  clearQuestion:
    'Clear every prediction, answer and shown working for this sentence and these settings, for all {words} words? This cannot be undone.',
  clearYes: 'Yes, clear it',
  clearCancel: 'Cancel',
  clearCancelled: 'Nothing was cleared.',
  startedOver: 'Started over: nothing is done yet for this sentence and these settings.',
  // The boxes of each step (exercises.js).
  scoreLabel: 'Your score q·k for {token} and {key}',
  weightLabel: 'Your weight of {key} in the row of {token}',
  /** `entries`: how many numbers x′ has; the box asks for the leftmost. */
  outputLabel: 'Your first entry of the output x′ for {token} (the leftmost of its {entries})',
  check: 'Check',
  /** Once a box is right: `number` and `title` of the next step. */
  onward: 'On to step {number}, {title}',
  /** After the last step's box (x′) is done: the way on is another query word. */
  lastBox: 'That was the last box for {token}. Pick another word above to practise on it.',
  pickAnotherWord: 'Pick another word',
  tolerance: 'Press Enter or Check; counted right within ±{tolerance}.',
  aboutTarget:
    'From here on each box asks about {token} and the word it attends to most, {key}, whichever key you pick.',
  /** Under the x′ box, which asks about the query alone. */
  aboutOutput:
    'This box asks about {token} alone: its x′ adds up the values of every word it sees, each times its weight.',
  showWorking: 'Show the working',
  /** Steps 2–4 before the query is predicted: the box asks about the predicted key. */
  predictFirst:
    'Predict first, above, which word {token} attends to most: this step’s box then asks about {token} and that word.',
  startsAtScore:
    'The exercises start at step 2, {scoreStep}: compute a dot product yourself there.',
  /** Under the weight and x′ boxes while an earlier box's number shows ?. */
  weightNeedsScore:
    'Its score, and e to the power of it, show ? until you have found the score in step 2, {scoreStep}.',
  outputNeedsWeight:
    'The weights of {token}, and each weight × v, show ? until you have found the weight of {key} in step 3, {softmaxStep}.',
  empty: 'The box is empty: type a number, such as {example}. Nothing was checked.',
  // Not checked, and why (diagnose.js readAnswer): each says how to write
  // it, with the learner's own text; {example} is a neutral number.
  notANumber:
    '{text} is not a number: type the number you worked out in digits, such as {example}, with a point before the decimals. Nothing was checked.',
  /** A comma where English writes a point; `typed` is the text with a point. */
  decimalComma:
    'Write the decimals after a point, not a comma: {typed}, not {text}. Nothing was checked.',
  /** "1,234": a comma that may group thousands or mark the decimals. */
  grouping:
    '{text} can be read two ways, as a comma also groups thousands. Type the number without thousands separators and with a point before the decimals, such as {example}. Nothing was checked.',
  /** `fraction`: the learner's percentage ÷ 100. */
  percentWeight:
    'Weights are written as fractions of 1, not as percentages: {fraction}, not {text}. Nothing was checked.',
  percentPlain:
    'Type the number without the % sign: scores and the entries of x′ are plain numbers, not percentages. Nothing was checked.',
  calculation:
    '{text} is a calculation: work it out and type the result as one number, such as {example}. Nothing was checked.',
  tooLarge:
    '{text} is too large to be an ordinary number (it counts as infinite): the scores, weights and entries of x′ here are ordinary numbers, such as {example}. Nothing was checked.',
  scoreRight: 'Right: q·k for {token} and {key} is {truth}.',
  weightRight: 'Right: {token} gives {key} the weight {truth}.',
  outputRight: 'Right: the first entry of x′ for {token} is {truth}.',
  wrong: 'Not quite: {answer} is not it. {reason}',
  scoreRecheck:
    'None of the usual slips gives that number: recheck each product of a q entry with the k entry below it, and their sum.',
  weightRecheck:
    'None of the usual slips gives that number: recheck the scaled score, e to its power, and the sum of e to the power of every score in the row.',
  outputRecheck:
    'None of the usual slips gives that number: recheck each weight times its value entry, and their sum.',
  /** A wrong score or weight that is `other`'s, in the same table. */
  scoreNeighbour:
    '{answer} is the score of {token} and {other}, shown in the same table: check that you took the key of {key}, not that of {other}.',
  weightNeighbour:
    '{answer} is the weight of {other} in the row of {token}, shown in the same table: check that you took the place of {key}, not that of {other}.',
  workingScore: 'q·k = {terms} = {score}',
  workingWeight:
    'Score {score} ÷ √dₖ = {score} ÷ √{dimension} = {scaled}; e to that power is {exponential}; over the row these add up to {sum}; so the weight is {exponential} ÷ {sum} = {weight}.',
  workingWeightRaw:
    'Score {score}, not scaled; e to that power is {exponential}; over the row these add up to {sum}; so the weight is {exponential} ÷ {sum} = {weight}.',
  workingMasked:
    'The mask hides {key} from {token}: its score becomes −∞ before the softmax, and e to the power −∞ is 0, so its weight is 0.',
  workingOutput:
    'First entry of x′ for {token} = Σ weight × first entry of each v = {terms} = {output}',
};
