// "Follow the shapes": the chapter's PyTorch code path at full size (d = 768),
// run by the same WebAssembly core, with each tensor's shape as the core
// returns it. A d_k slider shows why the scores are divided by √d_k.
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { t } from '../../text/text.js';
import './shapes.css';

const HIDDEN_SIZE = 768;
const VOCABULARY_SIZE = 30522;
// Fixed seeds: the same "randomly initialised" numbers on every visit.
const EMBEDDING_SEED = 0;
const QUERY_SEED = 1;
const KEY_SEED = 2;

const shapeText = (shape) => `[${shape.join(', ')}]`;
const batchOfOne = (tensor) => ({ data: tensor.data, shape: [1, ...tensor.shape] });
const rowOf = (tensor, index) => {
  const width = tensor.shape.at(-1);
  return Array.from(tensor.data.subarray(index * width, (index + 1) * width));
};

/**
 * @param {HTMLElement} container
 * @param {import('../../../lib/attention').Attention} attention
 * @param {{ tokens: string[], ids: number[] }} example  the chapter's sentence
 */
export function createShapesView(container, attention, { tokens, ids }) {
  const inputIds = { data: Float32Array.from(ids), shape: [1, ids.length] };
  const embeddings = batchOfOne(attention.randomEmbeddings(ids, HIDDEN_SIZE, EMBEDDING_SEED));
  // query = key = value = inputs_embeds, as in the chapter's code.
  const { scores, weights, output } = attention.scaledDotProductAttention(
    embeddings,
    embeddings,
    embeddings,
  );

  const stage = (label, code, tensor, detail) =>
    el(
      'li',
      { className: 'shape-stage' },
      el('code', { className: 'shape-op', text: code }),
      el(
        'div',
        { className: 'shape-result' },
        el('span', { className: 'shape-name', text: label }),
        el('span', { className: 'shape', text: shapeText(tensor.shape) }),
      ),
      detail,
    );

  const weightTable = el(
    'table',
    {
      className: 'shape-weights',
      dir: 'ltr',
      'aria-label': t('shapes.weightsName', { size: HIDDEN_SIZE }),
    },
    el(
      'thead',
      {},
      el('tr', {}, el('td'), ...tokens.map((token) => el('th', { scope: 'col', text: token }))),
    ),
    el(
      'tbody',
      {},
      ...tokens.map((token, rowIndex) => {
        const row = rowOf(weights, rowIndex);
        const largest = row.indexOf(Math.max(...row));
        return el(
          'tr',
          {},
          el('th', { scope: 'row', text: token }),
          ...row.map((weight, columnIndex) =>
            el('td', {
              className: columnIndex === largest ? 'largest' : undefined,
              text: formatWeight(weight),
            }),
          ),
        );
      }),
    ),
  );

  const flow = el(
    'ol',
    { className: 'shape-flow', 'aria-label': t('shapes.flowName') },
    stage(
      t('shapes.inputIds'),
      t('shapes.inputIdsCode'),
      inputIds,
      el('p', { className: 'shape-detail', text: ids.join('  ') }),
    ),
    stage(
      t('shapes.embeddings'),
      t('shapes.embeddingsCode', { vocabulary: VOCABULARY_SIZE, size: HIDDEN_SIZE }),
      embeddings,
      el('p', {
        className: 'shape-detail',
        text: t('shapes.embeddingsDetail', { size: HIDDEN_SIZE }),
      }),
    ),
    stage(t('shapes.scores'), t('shapes.scoresCode', { size: HIDDEN_SIZE }), scores),
    stage(
      t('shapes.weights'),
      t('shapes.weightsCode'),
      weights,
      el(
        'div',
        { className: 'shape-detail' },
        el('p', { text: t('shapes.weightsDetail') }),
        el('div', { className: 'matrix-scroll' }, weightTable),
      ),
    ),
    stage(t('shapes.outputs'), t('shapes.outputsCode'), output),
  );

  const slider = el('input', {
    type: 'range',
    id: 'dk-slider',
    min: '4',
    max: String(HIDDEN_SIZE),
    step: '4',
    value: '64',
    'aria-describedby': 'dk-readout',
  });
  const sliderLabel = el('label', { for: 'dk-slider', text: 'd_k' });
  const sliderValue = el('output', { for: 'dk-slider', className: 'dk-value' });
  const readout = el('p', { id: 'dk-readout', className: 'dk-readout', 'aria-live': 'polite' });
  const bars = el('div', { className: 'dk-bars' });

  // Each bar is one query's largest weight: near 1/5 means spread out, near 1
  // means the softmax has saturated onto a single key.
  function renderScaling() {
    const keyDim = Number(slider.value);
    const q = attention.randomEmbeddings(ids, keyDim, QUERY_SEED);
    const k = attention.randomEmbeddings(ids, keyDim, KEY_SEED);
    const largestPerQuery = (weights) =>
      tokens.map((_, index) => Math.max(...rowOf(weights, index)));
    const scaled = largestPerQuery(attention.scaledDotProductAttention(q, k, k).weights);
    const unscaled = largestPerQuery(
      attention.scaledDotProductAttention(q, k, k, { scale: false }).weights,
    );
    const barRow = (label, values) =>
      el(
        'div',
        { className: 'dk-row' },
        el('span', { className: 'dk-row-label', text: label }),
        ...values.map((weight, index) => {
          const bar = el('span', { className: 'dk-bar' });
          bar.style.setProperty('--weight', String(weight));
          return el(
            'span',
            {
              className: 'dk-track',
              title: t('shapes.barTitle', { token: tokens[index], weight: formatWeight(weight) }),
            },
            bar,
          );
        }),
      );
    const tokenRow = el(
      'div',
      { className: 'dk-row dk-tokens', 'aria-hidden': 'true' },
      el('span'),
      ...tokens.map((token) => el('span', { text: token })),
    );
    bars.replaceChildren(
      barRow(t('shapes.scaled'), scaled),
      barRow(t('shapes.unscaled'), unscaled),
      tokenRow,
    );
    sliderValue.textContent = String(keyDim);
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    readout.textContent = t('shapes.readout', {
      size: keyDim,
      scaled: formatWeight(mean(scaled)),
      unscaled: formatWeight(mean(unscaled)),
    });
  }
  slider.addEventListener('input', renderScaling);
  renderScaling();

  container.append(
    el('p', { className: 'section-note', text: t('shapes.intro') }),
    flow,
    el('h3', { className: 'subsection-title', text: t('shapes.scalingTitle') }),
    el('p', { className: 'section-note', text: t('shapes.scalingNote') }),
    el('div', { className: 'dk-control' }, sliderLabel, slider, sliderValue),
    bars,
    readout,
  );
}
