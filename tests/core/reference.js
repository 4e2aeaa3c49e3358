// An independent float64 implementation of scaled dot-product attention,
// written the way PyTorch's chapter code reads (bmm, / sqrt(d_k), softmax,
// bmm), with PyTorch's and ONNX's options spelled out score by score; used
// only to check the WASM core.

/** Deterministic pseudo-random numbers (mulberry32) so failures reproduce. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A [..shape] tensor of standard-normal float32 entries (Box–Muller). */
export function randomTensor(shape, random) {
  const length = shape.reduce((a, b) => a * b, 1);
  const data = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const u = 1 - random();
    const v = random();
    data[index] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  return { data, shape };
}

/** A boolean mask (1 may attend, 0 may not) with about a quarter of the keys hidden. */
export function randomBooleanMask(shape, random) {
  const length = shape.reduce((a, b) => a * b, 1);
  return { data: Uint8Array.from({ length }, () => (random() < 0.25 ? 0 : 1)), shape };
}

/** An additive mask: small biases, and -Infinity for about a fifth of the keys. */
export function randomAdditiveMask(shape, random) {
  const length = shape.reduce((a, b) => a * b, 1);
  const data = Float32Array.from({ length }, () => (random() < 0.2 ? -Infinity : 2 * random() - 1));
  return { data, shape };
}

/**
 * Attention in float64, with the options of the public API: query
 * [(B,) (H,) n, d_k], key/value [(B,) (H_kv,) m, d] where each key/value head
 * serves H / H_kv consecutive query heads; `scale` true (÷√d_k), false or a
 * multiplier; softcap c·tanh(s/c); a mask (Uint8Array: 0 hides a key;
 * Float32Array: added) broadcast NumPy-style over the scores; `causal` hides
 * key j from query i unless j ≤ i + (m − n). A row with no visible key gets
 * weights and output 0.
 */
export function referenceAttention(
  query,
  key,
  value,
  { scale = true, mask, causal = false, softcap } = {},
) {
  const rank = query.shape.length;
  const pad = (shape) => [...new Array(4 - shape.length).fill(1), ...shape];
  const [batch, heads, n, dk] = pad(query.shape);
  const [, kvHeads, m] = pad(key.shape);
  const dv = value.shape.at(-1);
  const scoreShape = [...query.shape.slice(0, -1), m];
  // Index of score [b, h, i, j] in the mask, broadcasting from the right.
  const maskIndex = (b, h, i, j) => {
    const wanted = [b, h, i, j].slice(4 - rank);
    const shape = mask.shape;
    let index = 0;
    for (let axis = 0; axis < shape.length; axis++) {
      const at = wanted[wanted.length - shape.length + axis];
      index = index * shape[axis] + (shape[axis] === 1 ? 0 : at);
    }
    return index;
  };
  const weights = new Float64Array(batch * heads * n * m);
  const output = new Float64Array(batch * heads * n * dv);
  for (let b = 0; b < batch; b++) {
    for (let h = 0; h < heads; h++) {
      const kvHead = Math.floor(h / (heads / kvHeads));
      const qBase = (b * heads + h) * n;
      const kvBase = (b * kvHeads + kvHead) * m;
      for (let i = 0; i < n; i++) {
        const row = new Float64Array(m);
        for (let j = 0; j < m; j++) {
          let dot = 0;
          for (let c = 0; c < dk; c++) {
            dot += query.data[(qBase + i) * dk + c] * key.data[(kvBase + j) * dk + c];
          }
          let s = scale === true ? dot / Math.sqrt(dk) : scale === false ? dot : dot * scale;
          if (softcap !== undefined) s = softcap * Math.tanh(s / softcap);
          if (mask?.data instanceof Float32Array) s += mask.data[maskIndex(b, h, i, j)];
          if (mask?.data instanceof Uint8Array && mask.data[maskIndex(b, h, i, j)] === 0) {
            s = -Infinity;
          }
          if (causal && j > i + (m - n)) s = -Infinity;
          row[j] = s;
        }
        const max = Math.max(...row);
        const at = (b * heads + h) * n + i;
        if (max === -Infinity) continue; // no visible key: zeros
        let sum = 0;
        for (let j = 0; j < m; j++) sum += row[j] = Math.exp(row[j] - max);
        for (let j = 0; j < m; j++) weights[at * m + j] = row[j] / sum;
        for (let c = 0; c < dv; c++) {
          let mixed = 0;
          for (let j = 0; j < m; j++) {
            mixed += weights[at * m + j] * value.data[(kvBase + j) * dv + c];
          }
          output[at * dv + c] = mixed;
        }
      }
    }
  }
  return { weights, output, scoreShape };
}

export function maxAbsDifference(a, b) {
  let worst = 0;
  for (let index = 0; index < a.length; index++) {
    worst = Math.max(worst, Math.abs(a[index] - b[index]));
  }
  return worst;
}

/**
 * What the usual mistakes of practice mode give for one query i, key j and
 * entry c of x′_i, in float64 from their definitions, for self-attention
 * over one sequence: q, k [n, d_k], v [n, d_v]; `scale` true divides by
 * √d_k; `causal` hides key j from query i when j > i. Under `truth` the
 * right score q_i·k_j, weight w_ij and x′_ic; under each exercise the
 * wrong answers by mistake name (the slips of the truth itself, its sign
 * and rounding, are not among them).
 */
export function referencePracticeAnswers(q, k, v, { scale = true, causal = false }, i, j, c) {
  const [n, dk] = q.shape;
  const dv = v.shape[1];
  const dot = (a, r, b, s) => {
    let sum = 0;
    for (let at = 0; at < dk; at++) sum += a.data[r * dk + at] * b.data[s * dk + at];
    return sum;
  };
  const seen = Array.from({ length: n }, (_, key) => key).filter((key) => !causal || key <= i);
  const everyKey = Array.from({ length: n }, (_, key) => key);
  // Over the keys the row sees, or (the mask left out) over every key.
  const softmaxOfRow = (row, divisor, keys = seen) => {
    const scores = keys.map((key) => dot(q, row, k, key) / divisor);
    const max = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - max));
    const sum = exps.reduce((a, b) => a + b, 0);
    const weights = new Array(n).fill(0);
    keys.forEach((key, at) => (weights[key] = exps[at] / sum));
    return weights;
  };
  const root = Math.sqrt(dk);
  const divisor = scale ? root : 1;
  // Column j's softmax runs over the queries that see key j.
  const columnWeight = (row, key) => {
    if (causal && key > row) return 0;
    const queries = Array.from({ length: n }, (_, r) => r).filter((r) => !causal || key <= r);
    const scores = queries.map((r) => dot(q, r, k, key) / divisor);
    const max = Math.max(...scores);
    const sum = scores.reduce((total, s) => total + Math.exp(s - max), 0);
    return Math.exp(dot(q, row, k, key) / divisor - max) / sum;
  };
  const mix = (weights) => weights.reduce((sum, w, key) => sum + w * v.data[key * dv + c], 0);
  const right = softmaxOfRow(i, divisor);
  const scoreSum = seen.reduce((sum, key) => sum + dot(q, i, k, key), 0);
  const withoutExp = (key) => (seen.includes(key) ? dot(q, i, k, key) / scoreSum : 0);
  const allWithoutExp = Array.from({ length: n }, (_, key) => withoutExp(key));
  const columnRow = Array.from({ length: n }, (_, key) => columnWeight(i, key));
  const top = right.indexOf(Math.max(...right));
  const ones = Array.from({ length: n }, (_, key) => (seen.includes(key) ? 1 : 0));
  const scaledScores = ones.map((one, key) => (one ? dot(q, i, k, key) / divisor : 0));
  const withoutScale = scale ? softmaxOfRow(i, 1) : null;
  const dividedByDk = scale ? softmaxOfRow(i, dk) : null;
  const scaledAnyway = scale ? null : softmaxOfRow(i, root);
  const unmasked = causal ? softmaxOfRow(i, divisor, everyKey) : null;
  return {
    truth: { score: dot(q, i, k, j), weight: right[j], output: mix(right) },
    score: {
      // Divided by √d_k already: −∞ for a masked key, as the core gives it.
      ...(scale && { scaledEarly: seen.includes(j) ? dot(q, i, k, j) / root : -Infinity }),
      swapped: dot(k, i, q, j),
      queryQuery: dot(q, i, q, j),
      keyKey: dot(k, i, k, j),
    },
    weight: {
      ...(scale && { withoutScale: withoutScale[j], dividedByDk: dividedByDk[j] }),
      ...(!scale && { scaledAnyway: scaledAnyway[j] }),
      columnSoftmax: columnRow[j],
      withoutExp: allWithoutExp[j],
      ...(causal && { unmasked: unmasked[j] }),
    },
    output: {
      ...(scale && { withoutScale: mix(withoutScale), dividedByDk: mix(dividedByDk) }),
      ...(!scale && { scaledAnyway: mix(scaledAnyway) }),
      columnSoftmax: mix(columnRow),
      withoutExp: mix(allWithoutExp),
      ...(causal && { unmasked: mix(unmasked) }),
      topValueOnly: v.data[top * dv + c],
      unweightedSum: mix(ones),
      plainAverage: mix(ones) / seen.length,
      scaledScoreAsWeight: mix(scaledScores),
    },
  };
}
