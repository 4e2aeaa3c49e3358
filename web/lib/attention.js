// The public JS API of the attention core. It hides the WebAssembly heap:
// inputs are copied in, results are copied out into JS-owned typed arrays,
// and every heap allocation is freed before a call returns.
import createAttentionCore from './generated/attention_core.js';

export { MAX_TOKENS, tokenize } from './tokenize.js';

/** @typedef {import('./attention').Tensor} Tensor */

// [rank, extent0, extent1, extent2, length] per input, then validated sizes.
const DESCRIPTION_SLOTS = 5;
const DESCRIPTOR_DOUBLES = 4 * DESCRIPTION_SLOTS;

/** Thrown for input the core cannot use; the message names the argument. */
export class AttentionInputError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AttentionInputError';
  }
}

const isNode = () =>
  typeof process !== 'undefined' &&
  Boolean(process.versions?.node) &&
  typeof window === 'undefined';

// Emscripten 3.1.6's web glue fetches the .wasm next to itself, which works
// in browsers (Vite dev and build) but not in Node, so Node reads the bytes.
async function readWasmInNode() {
  const fsModule = 'node:fs/promises';
  const { readFile } = await import(/* @vite-ignore */ fsModule);
  return readFile(new URL('./generated/attention_core.wasm', import.meta.url));
}

/**
 * Loads the WebAssembly core.
 * @param {import('./attention').LoadOptions} [options]
 * @returns {Promise<Attention>}
 */
export async function loadAttention(options = {}) {
  const moduleOptions = { ...options };
  if (!moduleOptions.wasmBinary && !moduleOptions.locateFile && isNode()) {
    moduleOptions.wasmBinary = await readWasmInNode();
  }
  return new Attention(await createAttentionCore(moduleOptions));
}

function checkTensorType(name, tensor) {
  if (tensor === null || typeof tensor !== 'object') {
    throw new AttentionInputError(
      `${name} must be a tensor { data: Float32Array, shape: number[] }`,
    );
  }
  if (!(tensor.data instanceof Float32Array)) {
    throw new AttentionInputError(`${name}.data must be a Float32Array`);
  }
  if (!Array.isArray(tensor.shape) || tensor.shape.some((extent) => typeof extent !== 'number')) {
    throw new AttentionInputError(`${name}.shape must be an array of numbers`);
  }
}

export class Attention {
  #core;
  #descriptors;

  constructor(core) {
    this.#core = core;
    // One small block, reused by every call, for shapes going in and out.
    this.#descriptors = core._malloc(DESCRIPTOR_DOUBLES * Float64Array.BYTES_PER_ELEMENT);
  }

  /**
   * @param {Tensor} query
   * @param {Tensor} key
   * @param {Tensor} value
   * @param {{ scale?: boolean }} [options]
   */
  scaledDotProductAttention(query, key, value, { scale = true } = {}) {
    checkTensorType('query', query);
    checkTensorType('key', key);
    checkTensorType('value', value);
    const [batch, queries, keys, , valueDim] = this.#checkShapes(
      'checkAttentionShapes',
      [query, key, value],
      5,
    );
    const scoreLength = batch * queries * keys;
    const outputLength = batch * queries * valueDim;
    const batched = query.shape.length === 3;
    const lead = batched ? [batch] : [];
    const [scores, scaledScores, weights, output] = this.#run(
      [query.data, key.data, value.data],
      [scoreLength, scoreLength, scoreLength, outputLength],
      (buffer) => this.#core.attend(this.#descriptors, buffer, Boolean(scale)),
    );
    const scoreShape = [...lead, queries, keys];
    return {
      scores: { data: scores, shape: scoreShape },
      scaledScores: { data: scaledScores, shape: [...scoreShape] },
      weights: { data: weights, shape: [...scoreShape] },
      output: { data: output, shape: [...lead, queries, valueDim] },
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
    const [rows, , cols] = this.#checkShapes('checkProjectionShapes', [x, w], 3);
    const [product] = this.#run([x.data, w.data], [rows * cols], (buffer) =>
      this.#core.project(this.#descriptors, buffer),
    );
    return { data: product, shape: [rows, cols] };
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
    return {
      tokens: example.tokens,
      ids: example.ids,
      embeddings,
      wq,
      wk,
      wv,
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
    if (!Array.isArray(words) || words.some((word) => typeof word !== 'string')) {
      throw new AttentionInputError('words must be an array of strings');
    }
    return this.#embeddingTensor(this.#core.wordEmbeddings(words, dim), words.length, dim);
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
    if (!Array.isArray(ids) || ids.some((id) => !Number.isSafeInteger(id) || id < 0)) {
      throw new AttentionInputError('ids must be an array of non-negative whole numbers');
    }
    if (!Number.isSafeInteger(seed) || seed < 0) {
      throw new AttentionInputError('seed must be a non-negative whole number');
    }
    return this.#embeddingTensor(this.#core.normalEmbeddings(ids, dim, seed), ids.length, dim);
  }

  #embeddingTensor(view, rows, dim) {
    if (view === null) throw new AttentionInputError(this.#core.takeLastError());
    return { data: view.slice(), shape: [rows, dim] };
  }

  /** Bytes the core's allocator has handed out; for leak checks. */
  heapBytesInUse() {
    return this.#core.heapBytesInUse();
  }

  // Writes the tensors' shapes into the descriptor block and lets the core
  // validate them; returns the validated sizes it writes back.
  #checkShapes(checkName, tensors, sizeCount) {
    const heap = this.#core.HEAPF64;
    const base = this.#descriptors / Float64Array.BYTES_PER_ELEMENT;
    tensors.forEach((tensor, index) => {
      const slot = base + index * DESCRIPTION_SLOTS;
      heap[slot] = tensor.shape.length;
      for (let axis = 0; axis < 3; axis++) heap[slot + 1 + axis] = tensor.shape[axis] ?? 0;
      heap[slot + 4] = tensor.data.length;
    });
    if (this.#core[checkName](this.#descriptors) !== 0) {
      throw new AttentionInputError(this.#core.takeLastError());
    }
    const sizesAt = base + tensors.length * DESCRIPTION_SLOTS;
    return Array.from(this.#core.HEAPF64.subarray(sizesAt, sizesAt + sizeCount));
  }

  // Copies inputs into one heap block followed by room for the outputs,
  // runs `compute`, and returns JS-owned copies of the outputs.
  #run(inputs, outputLengths, compute) {
    const inputLength = inputs.reduce((sum, data) => sum + data.length, 0);
    const totalLength = outputLengths.reduce((sum, length) => sum + length, inputLength);
    const buffer = this.#core._malloc(totalLength * Float32Array.BYTES_PER_ELEMENT);
    if (buffer === 0) {
      throw new AttentionInputError(`not enough WebAssembly memory for ${totalLength} floats`);
    }
    try {
      // Read HEAPF32 after _malloc: growing memory replaces the view.
      let offset = buffer / Float32Array.BYTES_PER_ELEMENT;
      for (const data of inputs) {
        this.#core.HEAPF32.set(data, offset);
        offset += data.length;
      }
      if (compute(buffer) !== 0) {
        throw new AttentionInputError(this.#core.takeLastError());
      }
      const heap = this.#core.HEAPF32;
      return outputLengths.map((length) => {
        const result = heap.slice(offset, offset + length);
        offset += length;
        return result;
      });
    } finally {
      this.#core._free(buffer);
    }
  }
}
