// The public JS API of the attention core. It hides the WebAssembly heap:
// every operation goes through one helper (CoreHeap.call, in heap.js) that
// copies the inputs in, calls the core, copies the results out into
// JS-owned typed arrays and frees what it allocated (except one reused
// scratch buffer of at most 1 MiB).
import { AttentionInputError, checkTensorType } from './checks.js';
import { commonMistakes } from './common-mistakes.js';
import { CoreHeap } from './heap.js';
import { createCore } from './load.js';
import { embedWords, randomEmbeddings } from './embeddings.js';
import { scalingStatistics, scalingStatisticsInSteps } from './scaling.js';
import { softmaxParts } from './softmax-parts.js';

export { AttentionInputError } from './checks.js';
export { simdSupported } from './load.js';
export { MAX_TOKENS, tokenize } from './tokenize.js';

/** @typedef {import('./attention').Tensor} Tensor */

/**
 * Loads the WebAssembly core: the SIMD128 build where the engine supports
 * it, otherwise the scalar build (`attention_core_scalar.wasm`).
 * @param {import('./attention').LoadOptions} [options]
 * @returns {Promise<Attention>}
 */
export async function loadAttention(options = {}) {
  return new Attention(await createCore(options));
}

// [rows, last], [batch, rows, last] or [batch, heads, rows, last]: a result
// shaped like its input of the given rank (array literals: concat and spread
// cost a toy call a fifth of its time).
const shapeOfRank = (rank, batch, heads, rows, last) =>
  rank === 2 ? [rows, last] : rank === 3 ? [batch, rows, last] : [batch, heads, rows, last];

export class Attention {
  #core;
  #heap;

  constructor(core) {
    this.#core = core;
    this.#heap = new CoreHeap(core);
  }

  /**
   * @param {Tensor} query
   * @param {Tensor} key
   * @param {Tensor} value
   * @param {import('./attention').AttentionOptions} [options]
   */
  scaledDotProductAttention(query, key, value, options = {}) {
    checkTensorType('query', query);
    checkTensorType('key', key);
    checkTensorType('value', value);
    const maskData = this.#heap.describeOptions(options ?? {});
    const core = this.#core;
    const descriptors = this.#heap.descriptors;
    this.#heap.describe(query, 0);
    this.#heap.describe(key, 1);
    this.#heap.describe(value, 2);
    const at = this.#heap.plan(core._attention_plan);
    const sizes = this.#heap.f64s();
    const batch = sizes[at];
    const heads = sizes[at + 1];
    const queries = sizes[at + 3];
    const keys = sizes[at + 4];
    const valueDim = sizes[at + 6];
    const scoreLength = batch * heads * queries * keys;
    const outputLength = batch * heads * queries * valueDim;
    const scoreBytes = scoreLength * Float32Array.BYTES_PER_ELEMENT;
    const [results, start] = this.#heap.call(
      [query.data, key.data, value.data, maskData],
      3 * scoreLength + outputLength,
      (inputsAt, out) =>
        core._attention_run(
          descriptors,
          inputsAt[0],
          inputsAt[1],
          inputsAt[2],
          inputsAt[3],
          out,
          out + scoreBytes,
          out + 2 * scoreBytes,
          out + 3 * scoreBytes,
        ),
    );
    // One copy out of the heap into JS-owned memory, then four views of it.
    // Shapes follow the query's rank.
    const rank = query.shape.length;
    const scoreShape = shapeOfRank(rank, batch, heads, queries, keys);
    return {
      scores: { data: new Float32Array(results, start, scoreLength), shape: scoreShape },
      scaledScores: {
        data: new Float32Array(results, start + scoreBytes, scoreLength),
        shape: scoreShape.slice(),
      },
      weights: {
        data: new Float32Array(results, start + 2 * scoreBytes, scoreLength),
        shape: scoreShape.slice(),
      },
      output: {
        data: new Float32Array(results, start + 3 * scoreBytes, outputLength),
        shape: shapeOfRank(rank, batch, heads, queries, valueDim),
      },
    };
  }

  /**
   * The softmax half of attention from raw scores [n, m], [B, n, m] or
   * [B, H, n, m] (for instance another call's `scores`): the same scaled
   * scores and weights scaledDotProductAttention gives with these options.
   * @param {Tensor} scores
   * @param {import('./attention').AttentionWeightsOptions} [options]
   * @returns {import('./attention').AttentionWeights}
   */
  attentionWeights(scores, options = {}) {
    checkTensorType('scores', scores);
    const { keyDim } = options ?? {};
    if (keyDim !== undefined && typeof keyDim !== 'number') {
      throw new AttentionInputError(
        `keyDim (d_k) must be a whole number from 1 to 65536; got ${String(keyDim)}`,
      );
    }
    const maskData = this.#heap.describeOptions(options ?? {});
    const heap = this.#heap.f64s();
    heap[this.#heap.optionsAt + 6] = keyDim === undefined ? 0 : 1;
    heap[this.#heap.optionsAt + 7] = keyDim ?? 0;
    this.#heap.describe(scores, 0);
    const core = this.#core;
    const at = this.#heap.plan(core._attention_weights_plan);
    const sizes = this.#heap.f64s();
    const [batch, heads, queries, keys] = [sizes[at], sizes[at + 1], sizes[at + 2], sizes[at + 3]];
    const length = batch * heads * queries * keys;
    const descriptors = this.#heap.descriptors;
    const [results, start] = this.#heap.call(
      [scores.data, maskData],
      2 * length,
      ([scoresAt, maskAt], out) =>
        core._attention_weights_run(
          descriptors,
          scoresAt,
          maskAt,
          out,
          out + length * Float32Array.BYTES_PER_ELEMENT,
        ),
    );
    const shape = shapeOfRank(scores.shape.length, batch, heads, queries, keys);
    return {
      scaledScores: { data: new Float32Array(results, start, length), shape },
      weights: {
        data: new Float32Array(results, start + length * Float32Array.BYTES_PER_ELEMENT, length),
        shape: shape.slice(),
      },
    };
  }

  /**
   * x [n, d_in] · w [d_in, d_out] → [n, d_out].
   * @param {Tensor} x
   * @param {Tensor} w
   * @returns {Tensor}
   */
  project(x, w) {
    checkTensorType('x', x);
    checkTensorType('w', w);
    this.#heap.describe(x, 0);
    this.#heap.describe(w, 1);
    const at = this.#heap.plan(this.#core._projection_plan);
    const rows = this.#heap.f64s()[at];
    const cols = this.#heap.f64s()[at + 1];
    const descriptors = this.#heap.descriptors;
    const [buffer, start] = this.#heap.call([x.data, w.data], rows * cols, ([xAt, wAt], out) =>
      this.#core._projection_run(descriptors, xAt, wAt, out),
    );
    return { data: new Float32Array(buffer, start, rows * cols), shape: [rows, cols] };
  }

  /**
   * The values' principal plane: values [m, d_v] (and optional points
   * [k, d_v]) projected onto the two directions of largest spread.
   * @param {Tensor} values
   * @param {Tensor} [points]
   * @returns {import('./attention').PrincipalPlane}
   */
  principalPlane(values, points) {
    checkTensorType('values', values);
    if (points !== undefined) checkTensorType('points', points);
    this.#heap.describe(values, 0);
    this.#heap.describe(points ?? null, 1);
    const at = this.#heap.plan(this.#core._plane_plan);
    const valueRows = this.#heap.f64s()[at];
    const pointRows = this.#heap.f64s()[at + 1];
    const descriptors = this.#heap.descriptors;
    const valueLength = 2 * valueRows;
    const [buffer, start] = this.#heap.call(
      [values.data, points?.data ?? null],
      valueLength + 2 * pointRows,
      ([valuesAt, pointsAt], out) =>
        this.#core._plane_run(
          descriptors,
          valuesAt,
          pointsAt,
          out,
          out + valueLength * Float32Array.BYTES_PER_ELEMENT,
        ),
    );
    return {
      values: { data: new Float32Array(buffer, start, valueLength), shape: [valueRows, 2] },
      points: {
        data: new Float32Array(
          buffer,
          start + valueLength * Float32Array.BYTES_PER_ELEMENT,
          2 * pointRows,
        ),
        shape: [pointRows, 2],
      },
      retainedVariance: this.#heap.f64s()[at + 2],
    };
  }

  /** The chapter's "time flies like an arrow" example, from the core. */
  chapterExample() {
    const example = this.#core.chapterExample();
    const dim = example.dim;
    const tokenCount = example.tokens.length;
    const tensor = (view, rows) => ({ data: view.slice(), shape: [rows, dim] });
    const embeddings = tensor(example.embeddings, tokenCount);
    const wq = tensor(example.wq, dim);
    const wk = tensor(example.wk, dim);
    const wv = tensor(example.wv, dim);
    const headProjections = Object.fromEntries(
      example.headProjections.map((head) => [
        head.heads,
        { wq: tensor(head.wq, dim), wk: tensor(head.wk, dim), wv: tensor(head.wv, dim) },
      ]),
    );
    return {
      tokens: example.tokens,
      ids: example.ids,
      dim,
      embeddings,
      wq,
      wk,
      wv,
      headProjections,
      query: this.project(embeddings, wq),
      key: this.project(embeddings, wk),
      value: this.project(embeddings, wv),
    };
  }

  /**
   * Deterministic toy embeddings for words, [words.length, dim]. The
   * chapter's words keep their example embeddings when dim is 4.
   * @param {string[]} words
   * @param {number} [dim]
   * @returns {Tensor}
   */
  embedWords(words, dim = 4) {
    return embedWords(this.#heap, this.#core, words, dim);
  }

  /**
   * Rows of a standard-normal embedding table (like nn.Embedding's initial
   * weights), [ids.length, dim]; row `id` depends only on the id and seed.
   * @param {number[]} ids
   * @param {number} [dim]
   * @param {number} [seed]
   * @returns {Tensor}
   */
  randomEmbeddings(ids, dim = 768, seed = 0) {
    return randomEmbeddings(this.#heap, this.#core, ids, dim, seed);
  }

  /**
   * Why attention scales, in numbers: statistics of q·k for random unit-
   * variance queries and keys at each key dimension, without and with ÷√d_k.
   * @param {import('./attention').ScalingOptions} [options]
   * @returns {import('./attention').ScalingStatistics[]}
   */
  scalingStatistics(options = {}) {
    return scalingStatistics(this.#heap, this.#core, options ?? {});
  }

  /**
   * scalingStatistics in steps, each drawing `samplesPerStep` samples: for a
   * page that computes them in idle moments rather than in one long task.
   * @param {import('./attention').ScalingOptions} [options]
   * @param {{ samplesPerStep?: number }} [steps]
   * @returns {Generator<void, import('./attention').ScalingStatistics[], void>}
   */
  scalingStatisticsInSteps(options = {}, steps = {}) {
    return scalingStatisticsInSteps(this.#heap, this.#core, options ?? {}, steps ?? {});
  }

  /**
   * The softmax taken apart: e^s of each scaled score and each row's sum.
   * @param {Tensor} scaledScores
   * @returns {import('./attention').SoftmaxParts}
   */
  softmaxParts(scaledScores) {
    return softmaxParts(this.#heap, this.#core, scaledScores);
  }

  /**
   * The usual wrong answers to self-attention over one sequence, for
   * practice: query [n, d_k], key [n, d_k], value [n, d_v].
   * @param {Tensor} query
   * @param {Tensor} key
   * @param {Tensor} value
   * @param {import('./attention').CommonMistakesOptions} [options]
   * @returns {import('./attention').CommonMistakes}
   */
  commonMistakes(query, key, value, options = {}) {
    return commonMistakes(this.#heap, this.#core, query, key, value, options ?? {});
  }

  /** Bytes the core's allocator has handed out; for leak checks. */
  heapBytesInUse() {
    return this.#core.heapBytesInUse();
  }
}
