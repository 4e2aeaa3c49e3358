// The public JS API of the attention core. It hides the WebAssembly heap:
// inputs are copied in, results are copied out into JS-owned typed arrays,
// and every heap allocation is freed before a call returns (except one
// reused scratch buffer of at most 1 MiB).
import createAttentionCore from './generated/attention_core.js';

export { MAX_TOKENS, tokenize } from './tokenize.js';

/** @typedef {import('./attention').Tensor} Tensor */

// [rank, extent0, extent1, extent2, length] per input, then validated sizes.
const DESCRIPTION_SLOTS = 5;
const DESCRIPTOR_DOUBLES = 4 * DESCRIPTION_SLOTS;
// Persistent heap buffer for attention calls: 64 KiB at first, at most 1 MiB.
const SCRATCH_INITIAL_FLOATS = 16 * 1024;
const SCRATCH_MAX_FLOATS = 256 * 1024;
// Small results are carved out of a shared 8 KiB ArrayBuffer, as Node's
// Buffer pool does: V8 allocates every ArrayBuffer above 64 bytes off-heap
// and tracks it for the GC, which cost a toy-sized call several times more
// than the attention itself.
const POOL_FLOATS = 2048;
const POOLED_MAX_FLOATS = POOL_FLOATS / 2;

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
async function readWasmInNode(simd) {
  const fsModule = 'node:fs/promises';
  const { readFile } = await import(/* @vite-ignore */ fsModule);
  return readFile(
    simd
      ? new URL('./generated/attention_core.wasm', import.meta.url)
      : new URL('./generated/attention_core_scalar.wasm', import.meta.url),
  );
}

// The smallest module using a SIMD128 instruction (i8x16.splat): engines
// without WebAssembly SIMD refuse to validate it.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 15,
  11,
]);

/** Whether this engine runs WebAssembly SIMD128 (and so the fast core). */
export function simdSupported() {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/**
 * Loads the WebAssembly core: the SIMD128 build where the engine supports
 * it, otherwise the scalar build (`attention_core_scalar.wasm`).
 * @param {import('./attention').LoadOptions} [options]
 * @returns {Promise<Attention>}
 */
export async function loadAttention(options = {}) {
  const { simd = simdSupported(), ...moduleOptions } = options;
  const createCore = simd
    ? createAttentionCore
    : (await import('./generated/attention_core_scalar.js')).default;
  if (!moduleOptions.wasmBinary && !moduleOptions.locateFile && isNode()) {
    moduleOptions.wasmBinary = await readWasmInNode(Boolean(simd));
  }
  return new Attention(await createCore(moduleOptions));
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
  const shape = tensor.shape;
  let numbers = Array.isArray(shape);
  for (let axis = 0; numbers && axis < shape.length; axis++)
    numbers = typeof shape[axis] === 'number';
  if (!numbers) {
    throw new AttentionInputError(`${name}.shape must be an array of numbers`);
  }
}

export class Attention {
  #core;
  #descriptors;

  #scratch;
  #scratchFloats;

  #pool = new Float32Array(POOL_FLOATS);
  #poolUsed = 0;

  constructor(core) {
    this.#core = core;
    // One small block, reused by every call, for shapes going in and out.
    this.#descriptors = core._malloc(DESCRIPTOR_DOUBLES * Float64Array.BYTES_PER_ELEMENT);
    // A persistent buffer for attention's inputs and outputs, grown on
    // demand up to SCRATCH_MAX_FLOATS; larger calls allocate and free their
    // own, so the heap stays flat and small calls never touch malloc.
    this.#scratchFloats = SCRATCH_INITIAL_FLOATS;
    this.#scratch = core._malloc(SCRATCH_INITIAL_FLOATS * Float32Array.BYTES_PER_ELEMENT);
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
    // The hot path calls two plain wasm exports (no Embind invoker): one
    // validates the shapes, the other checks the data and computes.
    const core = this.#core;
    this.#describe(query, 0);
    this.#describe(key, 1);
    this.#describe(value, 2);
    if (core._attention_prepare(this.#descriptors) !== 0) {
      throw new AttentionInputError(core.takeLastError());
    }
    const sizesAt = this.#descriptors / Float64Array.BYTES_PER_ELEMENT + 3 * DESCRIPTION_SLOTS;
    const sizes = core.HEAPF64;
    const batch = sizes[sizesAt];
    const queries = sizes[sizesAt + 1];
    const keys = sizes[sizesAt + 2];
    const valueDim = sizes[sizesAt + 4];
    const scoreLength = batch * queries * keys;
    const outputLength = batch * queries * valueDim;
    const q = query.data;
    const k = key.data;
    const v = value.data;
    const inputLength = q.length + k.length + v.length;
    const buffer = this.#acquire(inputLength + 3 * scoreLength + outputLength);
    let scores, scaledScores, weights, output;
    try {
      // Read HEAPF32 after any allocation: growing memory replaces the view.
      let offset = buffer / Float32Array.BYTES_PER_ELEMENT;
      let heap = core.HEAPF32;
      heap.set(q, offset);
      heap.set(k, offset + q.length);
      heap.set(v, offset + q.length + k.length);
      if (core._attention_run(buffer, scale ? 1 : 0) !== 0) {
        throw new AttentionInputError(core.takeLastError());
      }
      // One copy out of the heap into JS-owned memory, then four views of it.
      offset += inputLength;
      const resultLength = 3 * scoreLength + outputLength;
      const [results, start] = this.#copyOut(offset, resultLength);
      const scoreBytes = scoreLength * Float32Array.BYTES_PER_ELEMENT;
      scores = new Float32Array(results, start, scoreLength);
      scaledScores = new Float32Array(results, start + scoreBytes, scoreLength);
      weights = new Float32Array(results, start + 2 * scoreBytes, scoreLength);
      output = new Float32Array(results, start + 3 * scoreBytes, outputLength);
    } finally {
      if (buffer !== this.#scratch) core._free(buffer);
    }
    const scoreShape = query.shape.length === 3 ? [batch, queries, keys] : [queries, keys];
    return {
      scores: { data: scores, shape: scoreShape },
      scaledScores: { data: scaledScores, shape: scoreShape.slice() },
      weights: { data: weights, shape: scoreShape.slice() },
      output: {
        data: output,
        shape: query.shape.length === 3 ? [batch, queries, valueDim] : [queries, valueDim],
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
      dim,
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

  // Writes one tensor's [rank, extents, length] into descriptor slot `index`.
  #describe(tensor, index) {
    const heap = this.#core.HEAPF64;
    const slot = this.#descriptors / Float64Array.BYTES_PER_ELEMENT + index * DESCRIPTION_SLOTS;
    const shape = tensor.shape;
    heap[slot] = shape.length;
    heap[slot + 1] = shape[0] ?? 0;
    heap[slot + 2] = shape[1] ?? 0;
    heap[slot + 3] = shape[2] ?? 0;
    heap[slot + 4] = tensor.data.length;
  }

  // Copies `length` floats at HEAPF32[offset] into JS-owned memory; returns
  // [ArrayBuffer, byteOffset]. Small copies share a pooled buffer: it is
  // never written twice, so every result keeps its values.
  #copyOut(offset, length) {
    const heap = this.#core.HEAPF32;
    if (length > POOLED_MAX_FLOATS) return [heap.slice(offset, offset + length).buffer, 0];
    // A full pool, or one whose buffer the caller transferred away, is
    // replaced; results already handed out keep the old one alive.
    if (this.#poolUsed + length > POOL_FLOATS || this.#pool.length === 0) {
      this.#pool = new Float32Array(POOL_FLOATS);
      this.#poolUsed = 0;
    }
    const start = this.#poolUsed;
    this.#pool.set(heap.subarray(offset, offset + length), start);
    this.#poolUsed += length;
    return [this.#pool.buffer, start * Float32Array.BYTES_PER_ELEMENT];
  }

  // A heap block of `floats` floats: the scratch buffer (grown if needed and
  // allowed), or a fresh allocation the caller frees.
  #acquire(floats) {
    const core = this.#core;
    if (floats <= this.#scratchFloats) return this.#scratch;
    if (floats <= SCRATCH_MAX_FLOATS) {
      const grown = Math.min(SCRATCH_MAX_FLOATS, Math.max(floats, 2 * this.#scratchFloats));
      const block = core._malloc(grown * Float32Array.BYTES_PER_ELEMENT);
      if (block !== 0) {
        core._free(this.#scratch);
        this.#scratch = block;
        this.#scratchFloats = grown;
        return block;
      }
    }
    const block = core._malloc(floats * Float32Array.BYTES_PER_ELEMENT);
    if (block === 0) {
      throw new AttentionInputError(`not enough WebAssembly memory for ${floats} floats`);
    }
    return block;
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
