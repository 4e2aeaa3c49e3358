// "Follow the shapes": the chapter's PyTorch code path at full size (d = 768),
// run by the same WebAssembly core, with each tensor's shape as the core
// returns it. Why the scores are divided by √dₖ is shown under Scale &
// softmax (views/scaling/); this view links there.
import { el } from '../../dom/el.js';
import { formatWeight } from '../../text/numbers.js';
import { t, tNodes } from '../../text/text.js';
import './shapes.css';

const HIDDEN_SIZE = 768;
const VOCABULARY_SIZE = 30522;
// A fixed seed: the same "randomly initialised" numbers on every visit.
const EMBEDDING_SEED = 0;

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
 * @param {{ showScaling: () => void }} actions  goes to Scale & softmax
 */
export function createShapesView(container, attention, { tokens, ids }, { showScaling }) {
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

  // The panel is hidden until its step is current: the link goes to the step first.
  const scalingLink = el('a', { href: '#scaling-view', text: t('shapes.scalingLink') });
  scalingLink.addEventListener('click', (event) => {
    event.preventDefault();
    showScaling();
  });

  container.append(
    el('p', { className: 'section-note', text: t('shapes.intro') }),
    flow,
    el(
      'p',
      { className: 'section-note' },
      ...tNodes('shapes.scalingNote', { size: String(HIDDEN_SIZE), link: scalingLink }),
    ),
  );
}
