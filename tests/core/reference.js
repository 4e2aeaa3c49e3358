// An independent float64 implementation of scaled dot-product attention,
// written the way PyTorch's chapter code reads (bmm, / sqrt(d_k), softmax,
// bmm), used only to check the WASM core.

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

export function referenceAttention(query, key, value, { scale = true } = {}) {
  const [batch, n, dk] = query.shape.length === 3 ? query.shape : [1, ...query.shape];
  const m = key.shape.at(-2);
  const dv = value.shape.at(-1);
  const weights = new Float64Array(batch * n * m);
  const output = new Float64Array(batch * n * dv);
  for (let b = 0; b < batch; b++) {
    for (let i = 0; i < n; i++) {
      const row = new Float64Array(m);
      for (let j = 0; j < m; j++) {
        let dot = 0;
        for (let c = 0; c < dk; c++) {
          dot += query.data[(b * n + i) * dk + c] * key.data[(b * m + j) * dk + c];
        }
        row[j] = scale ? dot / Math.sqrt(dk) : dot;
      }
      const max = Math.max(...row);
      let sum = 0;
      for (let j = 0; j < m; j++) sum += row[j] = Math.exp(row[j] - max);
      for (let j = 0; j < m; j++) weights[(b * n + i) * m + j] = row[j] / sum;
      for (let c = 0; c < dv; c++) {
        let mixed = 0;
        for (let j = 0; j < m; j++) {
          mixed += weights[(b * n + i) * m + j] * value.data[(b * m + j) * dv + c];
        }
        output[(b * n + i) * dv + c] = mixed;
      }
    }
  }
  return { weights, output };
}

export function maxAbsDifference(a, b) {
  let worst = 0;
  for (let index = 0; index < a.length; index++) {
    worst = Math.max(worst, Math.abs(a[index] - b[index]));
  }
  return worst;
}
