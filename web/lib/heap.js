// The one way through the WebAssembly heap: a descriptor block for shapes
// and options, a reused scratch buffer for inputs and outputs, and copies
// out into JS-owned typed arrays. Only web/lib/attention.js uses it.
import { AttentionInputError, MASK_KINDS, checkOptionTypes } from './checks.js';

// The descriptor block shared with wasm/bindings/bindings.cpp (doubles):
// tensors as [rank, extent0..extent3, length] from slot 0 in steps of 6,
// call options in slots 24 to 31, the sizes the core validated from slot 32.
const TENSOR_SLOTS = 6;
const MAX_RANK = 4;
const OPTIONS_SLOT = 24;
const RESULTS_SLOT = 32;
const DESCRIPTOR_DOUBLES = 40;
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

export class CoreHeap {
  #core;
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
    this.descriptors = core._malloc(DESCRIPTOR_DOUBLES * Float64Array.BYTES_PER_ELEMENT);
    this.optionsAt = this.descriptors / Float64Array.BYTES_PER_ELEMENT + OPTIONS_SLOT;
    // A persistent buffer for every call's inputs and outputs, grown on
    // demand up to SCRATCH_MAX_BYTES; larger calls allocate and free their
    // own, so the heap stays flat and small calls never touch malloc.
    this.#scratchBytes = SCRATCH_INITIAL_BYTES;
    this.#scratch = core._malloc(SCRATCH_INITIAL_BYTES);
  }

  // Checks the types of attention's options and writes them, with the mask
  // in tensor slot 3, into the descriptor; returns the mask's data or null.
  describeOptions({ scale = true, mask, causal = false, softcap }) {
    const maskKind = checkOptionTypes(scale, mask, causal, softcap);
    const maskData = maskKind === MASK_KINDS.none ? null : mask.data;
    this.describe(maskData === null ? null : mask, 3);
    const heap = this.f64s();
    const optionsAt = this.optionsAt;
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
  describe(tensor, index) {
    const heap = this.f64s();
    const slot = this.descriptors / Float64Array.BYTES_PER_ELEMENT + index * TENSOR_SLOTS;
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
  plan(planExport) {
    if (planExport(this.descriptors) !== 0) {
      throw new AttentionInputError(this.#core.takeLastError());
    }
    return this.descriptors / Float64Array.BYTES_PER_ELEMENT + RESULTS_SLOT;
  }

  // The one way through the heap for every operation: copies `inputs`
  // (typed arrays, or null for an absent one) into one block followed by
  // room for `outputFloats` floats, calls run(inputAddresses, outputAddress)
  // (0 on success), copies the outputs out into JS-owned memory and gives the
  // block back. Returns [ArrayBuffer, byteOffset].
  call(inputs, outputFloats, run) {
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

  f64s() {
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
