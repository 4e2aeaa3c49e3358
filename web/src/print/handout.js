// The handout: what printing the lab puts on paper, built from the model
// for the state on screen: the sentence and settings, the four steps one
// after another (each with its words, its formula and its numbers), the
// weight matrix and the weighted average as figures (../figures/). In
// practice mode it is a practice sheet: what the screen still hides
// (state.js hiddenNumbers) prints as ?, the pages of weights not yet
// predicted say so, and the figures, which would show it all, wait. No
// control, fold or instruction; black on white (./handout.css), and the
// page around it is not printed. Loaded the first time the lab is printed
// (views/print/print-handout.js), which then builds it before each print.
import { el } from '../dom/el.js';
import * as math from '../dom/formula.js';
import { projectionMatrices } from '../dom/notation.js';
import { buildFigure, figureCaption } from '../figures/figures.js';
import { formatExponential, formatNumber, formatWeight, entrySeparator } from '../text/numbers.js';
import { formatScaledScore } from '../text/masking.js';
import { t, tNodes } from '../text/text.js';
import { quoted } from '../text/wording.js';
import { hiddenNumbers } from '../state/state.js';
import './handout.css';

const vectorText = (values, isHidden = () => false) =>
  `[${values.map((value, at) => (isHidden(at) ? '?' : formatNumber(value))).join(`${entrySeparator()} `)}]`;

// A table of rows of cells; the first cell of each row is its header.
function table(headings, rows) {
  return el(
    'table',
    { className: 'handout-table' },
    el('thead', {}, el('tr', {}, ...headings.map((text) => el('th', { scope: 'col', text })))),
    el(
      'tbody',
      {},
      ...rows.map(([first, ...rest]) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row', text: first, dir: 'auto' }),
          // Numbers and vectors keep their order on a right-to-left page.
          ...rest.map((text) => el('td', {}, el('span', { dir: 'ltr', text }))),
        ),
      ),
    ),
  );
}

// Each step's words and numbers, in the steps' order.
function stepContents(model, selection) {
  const i = selection.queryIndex;
  const token = quoted(model.labels[i]);
  const { scale, separateProjections } = model.numbers;
  const masked = model.masked[i];
  const hidden = hiddenNumbers(selection);
  const weight = (value, j, format) => {
    if (masked[j]) return '×';
    return hidden.weight(j) ? '?' : format(value);
  };
  const score = (value, j, format, isHidden = hidden.score) => (isHidden(j) ? '?' : format(value));
  return [
    {
      text: separateProjections
        ? tNodes('print.project', { ...projectionMatrices(), token })
        : t('steps.sharedProjections', { token }),
      numbers: table(
        ['', t('print.vector')],
        [
          [t('print.embedding'), vectorText(model.matrices.x[i])],
          [t('print.query'), vectorText(model.queries[i])],
          [t('print.key'), vectorText(model.keys[i])],
          [t('print.value'), vectorText(model.values[i])],
        ],
      ),
    },
    {
      text: t('print.score', { token }),
      numbers: table(
        [t('steps.keyHeading'), t('print.key'), t('steps.scoreHeading')],
        model.labels.map((label, j) => [
          label,
          vectorText(model.keys[j]),
          score(model.scores[i][j], j, formatNumber),
        ]),
      ),
    },
    {
      text: t(scale ? 'print.softmaxScaled' : 'print.softmaxRaw', {
        dimension: model.keyDimension,
      }),
      numbers: table(
        [
          t('steps.keyHeading'),
          t('steps.scoreHeading'),
          ...(scale || model.numbers.causal
            ? [scale ? t('steps.scaledRow', { dimension: model.keyDimension }) : t('steps.maskRow')]
            : []),
          t('steps.exponentialName'),
          t('steps.weightHeading'),
        ],
        model.labels.map((label, j) => [
          label,
          score(model.scores[i][j], j, formatNumber),
          ...(scale || model.numbers.causal
            ? [score(model.scaledScores[i][j], j, formatScaledScore)]
            : []),
          masked[j]
            ? '0'
            : score(model.exponentials[i][j], j, formatExponential, hidden.exponential),
          weight(model.weights[i][j], j, formatWeight),
        ]),
      ),
    },
    {
      text: t('print.sum', { token }),
      numbers: table(
        [t('steps.keyHeading'), t('steps.weightHeading'), t('print.value'), t('print.product')],
        [
          ...model.labels.map((label, j) => [
            label,
            weight(model.weights[i][j], j, (value) => value.toFixed(3)),
            vectorText(model.values[j]),
            vectorText(model.weightedValues[i][j], hidden.product),
          ]),
          [t('print.output'), '', '', vectorText(model.outputs[i], hidden.output)],
        ],
      ),
    },
  ];
}

// A figure as inline SVG, so its words print as text.
function inlineFigure(kind, model, selection) {
  const { svg } = buildFigure(kind, model, selection);
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const node = document.importNode(parsed, true);
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', node.querySelector('title')?.textContent ?? '');
  return el('figure', { className: 'handout-figure' }, node);
}

/**
 * Fills the handout (made on first use, a hidden child of <body> that only
 * print shows) for `model` and `selection`.
 * @param {{ model: object, selection: object, address: string, steps: object[] }} state
 *   steps: the step pages' STEPS, for their titles and formulas (handed in,
 *   not imported: importing the steps view from here made the bundler split
 *   the words and numbers out of the first screen's script, 0.8 KiB more)
 */
export function showHandout({ model, selection, address, steps }) {
  let root = document.getElementById('handout');
  if (!root) {
    root = el('article', { id: 'handout', className: 'handout', hidden: true });
    document.body.append(root);
  }
  const i = selection.queryIndex;
  const contents = stepContents(model, selection);
  const noKeyFocus = { onFocusKey() {}, onGoToStep() {} };
  // Practice mode: anything still to be found?
  const { withheld, hiddenRows = [], scoreUnchecked, weightUnchecked, outputUnchecked } = selection;
  const practiceSheet =
    selection.practice &&
    (hiddenRows.length > 0 || scoreUnchecked || weightUnchecked || outputUnchecked);
  // Before the prediction the weights' pages only say they wait, as on screen.
  const waits = (step) => Boolean(withheld && step.showsWeights);
  root.replaceChildren(
    el('h1', { text: t('print.title', { token: quoted(model.labels[i]) }) }),
    el('p', { text: t('print.sentence', { sentence: model.tokens.join(' ') }), dir: 'auto' }),
    el('p', {
      text: t('print.settings', {
        caption: figureCaption(model, selection),
        dimension: model.keyDimension,
      }),
    }),
    ...(practiceSheet
      ? [el('p', { className: 'handout-practice', text: t('print.practiceSheet') })]
      : []),
    ...steps.map((step, index) => {
      const heading = el('h2', {
        text: `${t('steps.eyebrow', { number: index + 1, count: steps.length })}: ${step.title}`,
      });
      if (waits(step)) {
        const text = t('print.withheldStep', { token: quoted(model.labels[i]) });
        return el('section', { className: 'handout-step' }, heading, el('p', { text }));
      }
      const formula = el('div', { className: 'handout-formula' });
      math.renderFormula(formula, step.build(model, selection, noKeyFocus).math);
      return el(
        'section',
        { className: 'handout-step' },
        heading,
        el('p', {}, ...[contents[index].text].flat()),
        formula,
        contents[index].numbers,
      );
    }),
    ...(practiceSheet
      ? []
      : [
          el(
            'section',
            { className: 'handout-pictures' },
            el('h2', { text: t('print.picturesTitle') }),
            inlineFigure('matrix', model, selection),
            inlineFigure('plane', model, selection),
          ),
        ]),
    el('p', { className: 'handout-address', text: t('print.madeWith', { address }) }),
  );
}
