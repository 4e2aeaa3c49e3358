// The public JS API of the attention core. It hides the WebAssembly heap:
// every operation goes through one helper (#call) that copies the inputs in,
// calls the core, copies the results out into JS-owned typed arrays and
// frees what it allocated (except one reused scratch buffer of at most
// 1 MiB).
import createAttentionCore from './generated/attention_core.js';

export { MAX_TOKENS, tokenize } from './tokenize.js';

const textEncoder = new TextEncoder();

/** @typedef {import('./attention').Tensor} Tensor */

// The descriptor block shared with wasm/bindings/bindings.cpp (doubles):
// tensors as [rank, extent0..extent3, length] from slot 0 in steps of 6,
// call options in slots 24 to 31, the sizes the core validated from slot 32.
const TENSOR_SLOTS = 6;
const MAX_RANK = 4;
const OPTIONS_SLOT = 24;
const RESULTS_SLOT = 32;
const DESCRIPTOR_DOUBLES = 40;
const MASK_KINDS = { none: 0, boolean: 1, additive: 2 };
// Persistent heap buffer for every call: 64 KiB at first, at most 1 MiB.
const SCRATCH_INITIAL_BYTES = 64 * 1024;
const SCRATCH_MAX_BYTES = 1024 * 1024;
// Small results are carved out of a shared 8 KiB ArrayBuffer, as Node's
// Buffer pool does: V8 allocates every ArrayBuffer above 64 bytes off-heap
// and tracks it for the GC, which cost a toy-sized call several times more
// than the attention itself.
const POOL_FLOATS = 2048;
const POOLED_MAX_FLOATS = POOL_FLOATS / 2;
// Inputs start on 8-byte boundaries (Float64Array ids need it).
const align8 = (bytes) => (bytes + 7) & ~7;

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

function checkTensorType(name, tensor, dataTypes = 'a Float32Array') {
  if (tensor === null || typeof tensor !== 'object') {
    throw new AttentionInputError(
      `${name} must be a tensor { data: Float32Array, shape: number[] }`,
    );
  }
  const data = tensor.data;
  const typed = data instanceof Float32Array || (name === 'mask' && data instanceof Uint8Array);
  if (!typed) {
    throw new AttentionInputError(
      `${name}.data must be ${dataTypes}; got ${data?.constructor?.name ?? typeof data}`,
    );
  }
  const shape = tensor.shape;
  let numbers = Array.isArray(shape);
  for (let axis = 0; numbers && axis < shape.length; axis++)
    numbers = typeof shape[axis] === 'number';
  if (!numbers) {
    throw new AttentionInputError(`${name}.shape must be an array of numbers`);
  }
}

// Types only; the core checks the values (a positive finite scale, ...).
function checkOptionTypes(scale, mask, causal, softcap) {
  if (typeof scale !== 'boolean' && typeof scale !== 'number') {
    throw new AttentionInputError(
      `scale must be true (1/√d_k), false (1) or a positive finite number; got ${String(scale)}`,
    );
  }
  if (typeof causal !== 'boolean') {
    throw new AttentionInputError(`causal must be true or false; got ${String(causal)}`);
  }
  if (softcap !== undefined && typeof softcap !== 'number') {
    throw new AttentionInputError(
      `softcap must be a positive finite number; got ${String(softcap)}`,
    );
  }
  if (mask === undefined || mask === null) return MASK_KINDS.none;
  checkTensorType(
    'mask',
    mask,
    'a Uint8Array (boolean: 1 may attend, 0 may not) or a Float32Array (added to the scores)',
  );
  return mask.data instanceof Uint8Array ? MASK_KINDS.boolean : MASK_KINDS.additive;
}

// [rows, last], [batch, rows, last] or [batch, heads, rows, last]: a result
// shaped like its input of the given rank (array literals: concat and spread
// cost a toy call a fifth of its time).
const shapeOfRank = (rank, batch, heads, rows, last) =>
  rank === 2 ? [rows, last] : rank === 3 ? [batch, rows, last] : [batch, heads, rows, last];

export class Attention {
  #core;
  #descriptors;
  #optionsAt;
  #addresses = [0, 0, 0, 0];

  #scratch;
  #scratchBytes;

  #pool = new Float32Array(POOL_FLOATS);
  #poolUsed = 0;

  // Views of the heap, kept between calls (a call reads them a dozen
  // times). Growing WebAssembly memory detaches the old buffer, which
  // empties these views: #refreshViews() then takes fresh ones.
  #f32 = new Float32Array(0);
  #f64;
  #u32;
  #u8;

  constructor(core) {
    this.#core = core;
    // One small block, reused by every call, for shapes going in and out.
    this.#descriptors = core._malloc(DESCRIPTOR_DOUBLES * Float64Array.BYTES_PER_ELEMENT);
    this.#optionsAt = this.#descriptors / Float64Array.BYTES_PER_ELEMENT + OPTIONS_SLOT;
    // A persistent buffer for every call's inputs and outputs, grown on
    // demand up to SCRATCH_MAX_BYTES; larger calls allocate and free their
    // own, so the heap stays flat and small calls never touch malloc.
    this.#scratchBytes = SCRATCH_INITIAL_BYTES;
    this.#scratch = core._malloc(SCRATCH_INITIAL_BYTES);
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
    const maskData = this.#describeOptions(options ?? {});
    const core = this.#core;
    const descriptors = this.#descriptors;
    this.#describe(query, 0);
    this.#describe(key, 1);
    this.#describe(value, 2);
    const at = this.#plan(core._attention_plan);
    const sizes = this.#f64s();
    const batch = sizes[at];
    const heads = sizes[at + 1];
    const queries = sizes[at + 3];
    const keys = sizes[at + 4];
    const valueDim = sizes[at + 6];
    const scoreLength = batch * heads * queries * keys;
    const outputLength = batch * heads * queries * valueDim;
    const scoreBytes = scoreLength * Float32Array.BYTES_PER_ELEMENT;
    const [results, start] = this.#call(
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
    const maskData = this.#describeOptions(options ?? {});
    const heap = this.#f64s();
    heap[this.#optionsAt + 6] = keyDim === undefined ? 0 : 1;
    heap[this.#optionsAt + 7] = keyDim ?? 0;
    this.#describe(scores, 0);
    const core = this.#core;
    const at = this.#plan(core._attention_weights_plan);
    const sizes = this.#f64s();
    const [batch, heads, queries, keys] = [sizes[at], sizes[at + 1], sizes[at + 2], sizes[at + 3]];
    const length = batch * heads * queries * keys;
    const descriptors = this.#descriptors;
    const [results, start] = this.#call(
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
    this.#describe(x, 0);
    this.#describe(w, 1);
    const at = this.#plan(this.#core._projection_plan);
    const rows = this.#f64s()[at];
    const cols = this.#f64s()[at + 1];
    const descriptors = this.#descriptors;
    const [buffer, start] = this.#call([x.data, w.data], rows * cols, ([xAt, wAt], out) =>
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
    this.#describe(values, 0);
    this.#describe(points ?? null, 1);
    const at = this.#plan(this.#core._plane_plan);
    const valueRows = this.#f64s()[at];
    const pointRows = this.#f64s()[at + 1];
    const descriptors = this.#descriptors;
    const valueLength = 2 * valueRows;
    const [buffer, start] = this.#call(
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
      retainedVariance: this.#f64s()[at + 2],
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
    const encoded = words.map((word) => textEncoder.encode(word));
    const lengths = Uint32Array.from(encoded, (bytes) => bytes.length);
    const bytes = new Uint8Array(lengths.reduce((sum, length) => sum + length, 0));
    encoded.reduce((offset, word) => (bytes.set(word, offset), offset + word.length), 0);
    return this.#embed(words.length, dim, [lengths, bytes], ([lengthsAt, bytesAt], out) =>
      this.#core._embed_words_run(words.length, dim, lengthsAt, bytesAt, out),
    );
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
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'number')) {
      throw new AttentionInputError('ids must be an array of non-negative whole numbers');
    }
    if (typeof seed !== 'number') {
      throw new AttentionInputError('seed must be a non-negative whole number');
    }
    return this.#embed(ids.length, dim, [Float64Array.from(ids)], ([idsAt], out) =>
      this.#core._embed_ids_run(ids.length, dim, seed, idsAt, out),
    );
  }

  #embed(count, dim, inputs, run) {
    if (typeof dim !== 'number') {
      throw new AttentionInputError(`dim must be a whole number; got ${String(dim)}`);
    }
    if (this.#core._embedding_plan(count, dim) !== 0) {
      throw new AttentionInputError(this.#core.takeLastError());
    }
    const [buffer, start] = this.#call(inputs, count * dim, run);
    return { data: new Float32Array(buffer, start, count * dim), shape: [count, dim] };
  }

  /** Bytes the core's allocator has handed out; for leak checks. */
  heapBytesInUse() {
    return this.#core.heapBytesInUse();
  }

  // Checks the types of attention's options and writes them, with the mask
  // in tensor slot 3, into the descriptor; returns the mask's data or null.
  #describeOptions({ scale = true, mask, causal = false, softcap }) {
    const maskKind = checkOptionTypes(scale, mask, causal, softcap);
    const maskData = maskKind === MASK_KINDS.none ? null : mask.data;
    this.#describe(maskData === null ? null : mask, 3);
    const heap = this.#f64s();
    const optionsAt = this.#optionsAt;
    heap[optionsAt] = maskKind;
    heap[optionsAt + 1] = scale === true ? 1 : 0;
    heap[optionsAt + 2] = scale === false ? 1 : +scale;
    heap[optionsAt + 3] = causal ? 1 : 0;
    heap[optionsAt + 4] = softcap === undefined ? 0 : 1;
    heap[optionsAt + 5] = softcap ?? 0;
    return maskData;
  }

  // Writes one tensor's [rank, extents, length] into descriptor slot
  // `index`; null writes rank 0 (no tensor).
  #describe(tensor, index) {
    const heap = this.#f64s();
    const slot = this.#descriptors / Float64Array.BYTES_PER_ELEMENT + index * TENSOR_SLOTS;
    if (tensor === null) {
      heap[slot] = 0;
      return;
    }
    const shape = tensor.shape;
    heap[slot] = shape.length;
    // Reading past the end of `shape` is slow in V8: stop at its length.
    const known = Math.min(shape.length, MAX_RANK);
    for (let axis = 0; axis < MAX_RANK; axis++)
      heap[slot + 1 + axis] = axis < known ? shape[axis] : 0;
    heap[slot + 1 + MAX_RANK] = tensor.data.length;
  }

  // Lets the core validate the described call (`planExport`); returns where
  // in HEAPF64 the sizes it validated begin.
  #plan(planExport) {
    if (planExport(this.#descriptors) !== 0) {
      throw new AttentionInputError(this.#core.takeLastError());
    }
    return this.#descriptors / Float64Array.BYTES_PER_ELEMENT + RESULTS_SLOT;
  }

  // The one way through the heap for every operation: copies `inputs`
  // (typed arrays, or null for an absent one) into one block followed by
  // room for `outputFloats` floats, calls run(inputAddresses, outputAddress)
  // (0 on success), copies the outputs out into JS-owned memory and gives the
  // block back. Returns [ArrayBuffer, byteOffset].
  #call(inputs, outputFloats, run) {
    const core = this.#core;
    let bytes = 0;
    for (let index = 0; index < inputs.length; index++) {
      if (inputs[index] !== null) bytes = align8(bytes + inputs[index].byteLength);
    }
    const block = this.#acquire(bytes + outputFloats * Float32Array.BYTES_PER_ELEMENT);
    try {
      // Heap views are read after any allocation: growing memory replaces them.
      this.#refreshViews();
      const addresses = this.#addresses;
      let at = block;
      for (let index = 0; index < inputs.length; index++) {
        const data = inputs[index];
        addresses[index] = data === null ? 0 : at;
        if (data === null) continue;
        if (data instanceof Float32Array) this.#f32.set(data, at >> 2);
        else if (data instanceof Float64Array) this.#f64.set(data, at >> 3);
        else if (data instanceof Uint32Array) this.#u32.set(data, at >> 2);
        else this.#u8.set(data, at);
        at = align8(at + data.byteLength);
      }
      if (run(addresses, at) !== 0) {
        throw new AttentionInputError(core.takeLastError());
      }
      // The call may have grown memory too.
      this.#refreshViews();
      return this.#copyOut(at >> 2, outputFloats);
    } finally {
      if (block !== this.#scratch) core._free(block);
    }
  }

  // Current views of the WebAssembly heap.
  #refreshViews() {
    if (this.#f32.length !== 0) return;
    const core = this.#core;
    this.#f32 = core.HEAPF32;
    this.#f64 = core.HEAPF64;
    this.#u32 = core.HEAPU32;
    this.#u8 = core.HEAPU8;
  }

  #f32s() {
    this.#refreshViews();
    return this.#f32;
  }

  #f64s() {
    this.#refreshViews();
    return this.#f64;
  }

  // Copies `length` floats at HEAPF32[offset] into JS-owned memory; returns
  // [ArrayBuffer, byteOffset]. Small copies share a pooled buffer: it is
  // never written twice, so every result keeps its values.
  #copyOut(offset, length) {
    const heap = this.#f32s();
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

  // A heap block of `bytes` bytes: the scratch buffer (grown if needed and
  // allowed), or a fresh allocation the caller frees.
  #acquire(bytes) {
    const core = this.#core;
    if (bytes <= this.#scratchBytes) return this.#scratch;
    if (bytes <= SCRATCH_MAX_BYTES) {
      const grown = Math.min(SCRATCH_MAX_BYTES, Math.max(bytes, 2 * this.#scratchBytes));
      const block = core._malloc(grown);
      if (block !== 0) {
        core._free(this.#scratch);
        this.#scratch = block;
        this.#scratchBytes = grown;
        return block;
      }
    }
    const block = core._malloc(bytes);
    if (block === 0) {
      throw new AttentionInputError(`not enough WebAssembly memory for ${bytes} bytes`);
    }
    return block;
  }
}
