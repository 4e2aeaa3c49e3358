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
  /** Q·Kᵀ, shape [n, m], [B, n, m] or [B, H, n, m] (the query's rank). */
  scores: Tensor;
  /**
   * What the softmax reads: the scores scaled (÷√d_k by default), then
   * softcapped, then masked (the additive mask added; −∞ where a key is
   * hidden by a boolean mask or by `causal`).
   */
  scaledScores: Tensor;
  /**
   * Row-wise softmax of scaledScores: every row sums to 1, except a row whose
   * every key is masked, which is all 0 (as the ONNX Attention tests expect).
   */
  weights: Tensor;
  /** weights · V, shape [n, d_v], [B, n, d_v] or [B, H, n, d_v]; 0 for a fully masked row. */
  output: Tensor;
}

/** A mask over the scores, broadcast NumPy-style (counted from the right). */
export interface Mask {
  /**
   * Uint8Array: boolean, 1 = may attend, 0 = may not (−∞ before softmax).
   * Float32Array: added to the scaled (and softcapped) scores; −Infinity hides a key.
   */
  data: Uint8Array | Float32Array;
  shape: number[];
}

export interface AttentionOptions {
  /**
   * true (the default): divide by √d_k; false: leave the scores as they are;
   * a positive finite number: multiply by it (PyTorch's `scale=`, ONNX's `scale`).
   */
  scale?: boolean | number;
  /** Broadcastable to the scores' shape ([n, m], [B, 1, n, m], …). */
  mask?: Mask;
  /**
   * Query i may attend key j only when j ≤ i + (m − n): bottom-right aligned,
   * as new queries follow the keys already in a cache (for n = m, j ≤ i).
   * PyTorch's `is_causal` and ONNX without a cache align top-left when n < m.
   */
  causal?: boolean;
  /** c > 0: scores become c·tanh(scores / c), after scaling, before the mask (ONNX's order). */
  softcap?: number;
}

export interface AttentionWeightsOptions extends AttentionOptions {
  /**
   * d_k, the length of the query and key vectors the scores came from: a
   * whole number from 1 to 65536, needed when `scale` is true (÷√d_k).
   */
  keyDim?: number;
}

/**
 * The softmax half of attention, owned by JS: the two `data` arrays are views
 * of one ArrayBuffer, pooled for small results as in AttentionResult.
 */
export interface AttentionWeights {
  /** What the softmax reads, as in AttentionResult (−∞ where a key is hidden). */
  scaledScores: Tensor;
  /** Row-wise softmax of scaledScores (a row with every key hidden is all 0). */
  weights: Tensor;
}

/** Values and points drawn in the values' principal plane. */
export interface PrincipalPlane {
  /** The values' coordinates along the two principal axes, [m, 2]. */
  values: Tensor;
  /** The points' coordinates in the same plane, [k, 2] ([0, 2] without points). */
  points: Tensor;
  /** Share of the values' total variance the plane keeps, in [0, 1] (1 without any spread). */
  retainedVariance: number;
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
  /**
   * Hand-set projections for 2 and for 4 heads, each [4, 4]: columns
   * h·4/H to (h+1)·4/H − 1 are head h's own W_Q^h, W_K^h, W_V^h.
   */
  headProjections: Record<2 | 4, { wq: Tensor; wk: Tensor; wv: Tensor }>;
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
   * Q [n, d_k], [B, n, d_k] or [B, H, n, d_k]; K [.., m, d_k]; V [.., m, d_v],
   * all of the same rank. 4-D key and value may have H_kv heads where H is a
   * multiple of H_kv: key/value head g serves query heads g·H/H_kv to
   * (g+1)·H/H_kv − 1 (grouped-query attention). Throws AttentionInputError
   * for mismatched shapes, data whose length differs from its shape, empty
   * or oversized dimensions (see docs/api.md), NaN or ±Infinity entries, and bad
   * options (a mask that does not broadcast or is of another type, a scale
   * or softcap that is not a positive finite number).
   */
  scaledDotProductAttention(
    query: Tensor,
    key: Tensor,
    value: Tensor,
    options?: AttentionOptions,
  ): AttentionResult;
  /**
   * The second half of attention from raw scores [n, m], [B, n, m] or
   * [B, H, n, m] you already have (for instance the `scores` of another
   * call): scaled, softcapped, masked as the options say, then the row-wise
   * softmax. The core runs the code scaledDotProductAttention runs, so its
   * `scores` given back with the same options give its `scaledScores` and
   * `weights` bit for bit; another `scale` shows what that setting would
   * give without computing Q·Kᵀ again. Throws AttentionInputError for
   * scores of another rank, data that does not match the shape, NaN or
   * ±Infinity scores, a missing or bad keyDim when scale is true, bad
   * options, and scores that overflow once scaled or masked.
   */
  attentionWeights(scores: Tensor, options?: AttentionWeightsOptions): AttentionWeights;
  /** x [n, d_in] · w [d_in, d_out] → [n, d_out]. */
  project(x: Tensor, w: Tensor): Tensor;
  /**
   * Projects values [m, d_v] (and optional points [k, d_v], e.g. attention
   * outputs) onto the values' principal plane: centred on the values' mean,
   * along the two eigenvectors of their covariance with the largest
   * eigenvalues, each signed so that its largest-magnitude component is
   * positive. The projection is affine, so an output whose weights sum to 1
   * lands exactly on the weighted average of the projected values.
   */
  principalPlane(values: Tensor, points?: Tensor): PrincipalPlane;
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
  /**
   * Why attention divides by √d_k, in numbers. For each key dimension, over
   * `samples` random queries each against `keys` random keys (independent
   * standard-normal entries, seeded: the same options give the same numbers),
   * statistics of the scores q·k without ("raw") and with ("scaled") the
   * division by √d_k. Smaller dimensions use the first entries of the same
   * vectors, so the numbers change smoothly from one d_k to the next.
   * Throws AttentionInputError for keyDims not ascending whole numbers in
   * [1, 65536] (1 to 16 of them), keys outside [2, 256], samples outside
   * [1, 65536], or more than 2^26 entries to draw.
   */
  scalingStatistics(options?: ScalingOptions): ScalingStatistics[];
  /**
   * The same numbers as scalingStatistics, computed in steps: each `next()`
   * draws the next `samplesPerStep` samples (default 32), and the last one
   * returns the statistics (`done: true`). Throws as scalingStatistics does,
   * at once, and for samplesPerStep not a whole number from 1. The core holds
   * the run until it ends: run it to the end, or call `return()` after a
   * first `next()`.
   */
  scalingStatisticsInSteps(
    options?: ScalingOptions,
    steps?: { samplesPerStep?: number },
  ): Generator<void, ScalingStatistics[], void>;
  /**
   * The softmax taken apart, for scaled scores [.., rows, keys] as the
   * softmax reads them (for instance `scaledScores` of an attention call;
   * −∞ for a masked key): e^s of each, and each row's sum, so that
   * exponentials / sums are the weights. A row whose largest score is above
   * 80 is shifted by that score (e^(s − shift)) so that nothing overflows.
   * Throws AttentionInputError for NaN or +∞ scores or a bad shape.
   */
  softmaxParts(scaledScores: Tensor): SoftmaxParts;
  /**
   * The usual wrong answers to self-attention over one sequence, for a
   * practice mode: query [n, d_k], key [n, d_k] and value [n, d_v], all 2-D
   * with the same n. `scale` says which setting is the right answer (true:
   * ÷√d_k; false: none) and `causal` masks key j from query i when j > i,
   * as in scaledDotProductAttention; the right answers themselves are that
   * function's. Throws AttentionInputError for anything else (other ranks,
   * different n, bad data as scaledDotProductAttention refuses it, a scale
   * that is not a boolean).
   */
  commonMistakes(
    query: Tensor,
    key: Tensor,
    value: Tensor,
    options?: CommonMistakesOptions,
  ): CommonMistakes;
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

export interface ScalingOptions {
  /** Ascending key dimensions d_k. Default [4, 16, 64, 256, 1024]. */
  keyDims?: number[];
  /** Keys per query (the softmax's length). Default 8. */
  keys?: number;
  /** Queries drawn. Default 256. */
  samples?: number;
  /** Default 0. */
  seed?: number;
}

/** One key dimension's statistics, averaged over the samples. */
export interface SoftmaxParts {
  /** e^(s − shift) for every score, shaped like the scores; 0 where masked. */
  exponentials: Tensor;
  /** Each row's sum of exponentials [.., rows] (0 for a row with every key masked). */
  sums: Tensor;
  /** Each row's shift [.., rows]: 0, or its largest score when that is above 80. */
  shifts: Tensor;
}

export interface CommonMistakesOptions {
  /** The setting whose answer is right: true (the default) divides the scores by √d_k, false does not. */
  scale?: boolean;
  /** Query i may attend key j only when j ≤ i; masked weights are 0. Default false. */
  causal?: boolean;
}

/**
 * Wrong answers learners commonly give, each computed exactly, owned by JS
 * (views of one ArrayBuffer, pooled for small results as in AttentionResult).
 * "The scores" are s_ij = q_i · k_j; "scaled" means as the `scale` option
 * gives them (÷√d_k when true). Where `causal` masks key j from query i,
 * every weights table below is 0 and the entry is left out of its sums.
 */
export interface CommonMistakes {
  /** Query and key swapped: entry [i][j] is k_i · q_j (the scores transposed), [n, n]. */
  swappedScores: Tensor;
  /** The query dotted with itself instead of the key: q_i · q_j, [n, n]. */
  queryQueryScores: Tensor;
  /** The key dotted with itself instead of the query: k_i · k_j, [n, n]. */
  keyKeyScores: Tensor;
  /**
   * The scaling forgotten or added: the row-wise softmax of the scores under
   * the other setting (not divided when `scale` is true, ÷√d_k when false), [n, n].
   */
  otherScaleWeights: Tensor;
  /** Divided by d_k instead of √d_k: the row-wise softmax of s_ij / d_k, [n, n]. */
  keyDimWeights: Tensor;
  /**
   * The softmax taken down each column j (over the queries that see key j)
   * instead of across each row, of the scaled scores: columns sum to 1, [n, n].
   */
  columnWeights: Tensor;
  /**
   * The exponential left out: each row's scaled scores over their sum
   * (the scale cancels, so this is the same with and without it). NaN on a
   * row whose visible scores sum to 0 (huge where the sum is nearly 0), and
   * negative where scores are, [n, n].
   */
  withoutExpWeights: Tensor;
  /**
   * The causal mask left out: the row-wise softmax of the scaled scores over
   * every key, masked ones included (the right weights when `causal` is
   * false), [n, n].
   */
  unmaskedWeights: Tensor;
  /** otherScaleWeights · V, [n, d_v]. */
  otherScaleOutputs: Tensor;
  /** keyDimWeights · V, [n, d_v]. */
  keyDimOutputs: Tensor;
  /** columnWeights · V, [n, d_v]. */
  columnOutputs: Tensor;
  /** withoutExpWeights · V, [n, d_v]: NaN on the rows where those weights are NaN. */
  withoutExpOutputs: Tensor;
  /** unmaskedWeights · V, [n, d_v]. */
  unmaskedOutputs: Tensor;
  /**
   * Only the value of the key with the largest right weight (the first of
   * equal ones) instead of the weighted sum, [n, d_v].
   */
  topValueOutputs: Tensor;
  /** The values the query sees added up without weights, Σ_j v_j, [n, d_v]. */
  unweightedSumOutputs: Tensor;
  /** The plain mean of the values the query sees, [n, d_v]. */
  plainAverageOutputs: Tensor;
  /** The scaled scores used as weights (no softmax): Σ_j s_ij v_j over the keys the query sees, [n, d_v]. */
  scaledScoreOutputs: Tensor;
  /**
   * The keys mixed instead of the values: the right weights (those of
   * scaledDotProductAttention with the same options) times K, [n, d_k].
   */
  keysInsteadOfValues: Tensor;
}

export interface ScalingStatistics {
  keyDim: number;
  /** Standard deviation of q·k: about √d_k. */
  rawSpread: number;
  /** Standard deviation of q·k / √d_k: about 1 at every d_k. */
  scaledSpread: number;
  /** Mean largest softmax weight of the raw scores: towards 1 as d_k grows. */
  rawLargestWeight: number;
  /** The same for the scaled scores. */
  scaledLargestWeight: number;
  /**
   * Mean Frobenius norm of the softmax Jacobian diag(p) − p pᵀ for the raw
   * scores: how strongly the weights still respond to the scores. Towards 0
   * (a saturated softmax, a vanishing gradient) as d_k grows.
   */
  rawGradient: number;
  /** The same for the scaled scores. */
  scaledGradient: number;
}
