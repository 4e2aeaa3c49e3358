/** A row-major tensor: `data.length` equals the product of `shape`. */
export interface Tensor {
  data: Float32Array;
  shape: number[];
}

export interface LoadOptions {
  /** The .wasm bytes, if you already have them (otherwise fetched, or read from disk in Node). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Maps the core's file name to a URL, for hosts that move the .wasm. */
  locateFile?: (path: string, prefix: string) => string;
  /**
   * Load the SIMD128 build (`attention_core.wasm`) or the scalar one
   * (`attention_core_scalar.wasm`). Defaults to `simdSupported()`.
   */
  simd?: boolean;
}

/**
 * Every intermediate of scaled dot-product attention, owned by JS: later
 * calls never change these values. The four `data` arrays are views of one
 * ArrayBuffer (a single copy out of the WebAssembly heap). For results of up
 * to 1024 floats in all, that ArrayBuffer is an 8 KiB pool shared with other
 * small results (as Node's Buffer pool does), so `byteOffset` may be non-zero;
 * `.slice()` an array before transferring its buffer to a worker.
 */
export interface AttentionResult {
  /** Q·Kᵀ, shape [B, n, m] (or [n, m] for 2-D input). */
  scores: Tensor;
  /** scores / √d_k, or the scores unchanged when `scale` is false. */
  scaledScores: Tensor;
  /** Row-wise softmax of scaledScores; every row sums to 1. */
  weights: Tensor;
  /** weights · V, shape [B, n, d_v] (or [n, d_v]). */
  output: Tensor;
}

/** The chapter's example, "time flies like an arrow", from the core. */
export interface ChapterExample {
  tokens: string[];
  /** BERT (uncased) token ids: 2051 10029 2066 2019 8612. */
  ids: number[];
  /** The model width d: embeddings, W_Q, W_K, W_V and Q, K, V are all this wide (4). */
  dim: number;
  /** Token embeddings X, [5, 4]. */
  embeddings: Tensor;
  /** Projection matrices W_Q, W_K, W_V, each [4, 4]. */
  wq: Tensor;
  wk: Tensor;
  wv: Tensor;
  /** Q = X·W_Q, K = X·W_K, V = X·W_V, each [5, 4]. */
  query: Tensor;
  key: Tensor;
  value: Tensor;
}

/** Thrown for unusable input; the message names the argument and shapes. */
export class AttentionInputError extends Error {
  name: 'AttentionInputError';
}

export class Attention {
  /**
   * Q [B, n, d_k], K [B, m, d_k], V [B, m, d_v] (all 3-D, or all 2-D without
   * the batch axis). Throws AttentionInputError for mismatched shapes, data
   * whose length differs from its shape, empty or oversized dimensions
   * (see README), and NaN or ±Infinity entries.
   */
  scaledDotProductAttention(
    query: Tensor,
    key: Tensor,
    value: Tensor,
    options?: { scale?: boolean },
  ): AttentionResult;
  /** x [n, d_in] · w [d_in, d_out] → [n, d_out]. */
  project(x: Tensor, w: Tensor): Tensor;
  chapterExample(): ChapterExample;
  /**
   * Deterministic toy embeddings [words.length, dim] (entries in
   * {-1.5, -1, …, 1.5} from a hash of each word). The chapter's five words
   * keep their example embeddings when dim is 4.
   */
  embedWords(words: string[], dim?: number): Tensor;
  /**
   * Standard-normal rows [ids.length, dim] of an embedding table initialised
   * like PyTorch's nn.Embedding; row `id` depends only on the id and seed.
   */
  randomEmbeddings(ids: number[], dim?: number, seed?: number): Tensor;
  /** Bytes currently allocated inside the WebAssembly heap (diagnostics). */
  heapBytesInUse(): number;
}

/** Whether this engine validates WebAssembly SIMD128 (the fast core). */
export function simdSupported(): boolean;

/** Loads the WebAssembly core; the same call works in browsers and in Node. */
export function loadAttention(options?: LoadOptions): Promise<Attention>;

/** Most tokens the lab accepts in a sentence (16). */
export const MAX_TOKENS: number;

/**
 * The lab's simple tokenizer: NFC + lowercase; words are runs of letters,
 * combining marks and digits; emoji are tokens of their own; everything else
 * separates words.
 */
export function tokenize(text: string): string[];
