// Moving the core's tensors around for the views: rows out of a tensor, and
// the width of Q, K, V cut into heads and the heads' outputs put back side by
// side. Data movement only: nothing here adds or multiplies a number.

/** @typedef {import('../../lib/attention').Tensor} Tensor */

/** Every row of a tensor (along its last axis) as plain arrays. */
export function rows(tensor) {
  const width = tensor.shape.at(-1);
  return Array.from({ length: tensor.data.length / width }, (_, index) =>
    Array.from(tensor.data.subarray(index * width, (index + 1) * width)),
  );
}

/** `items` in consecutive groups of `size`. */
export function chunks(items, size) {
  return Array.from({ length: items.length / size }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * [n, d] → [1, H, n, d/H], the way multi-head attention reshapes: head h
 * gets columns h·d/H to (h+1)·d/H − 1 of every row.
 * @param {Tensor} tensor  2-D
 * @param {number} heads  divides d
 * @returns {Tensor}
 */
export function splitHeads(tensor, heads) {
  const [n, d] = tensor.shape;
  const width = d / heads;
  const data = new Float32Array(tensor.data.length);
  for (let head = 0; head < heads; head++) {
    for (let i = 0; i < n; i++) {
      const from = i * d + head * width;
      data.set(tensor.data.subarray(from, from + width), (head * n + i) * width);
    }
  }
  return { data, shape: [1, heads, n, width] };
}

/**
 * [1, H, n, w] → [n, H·w], the inverse of splitHeads: row i is head 0's row
 * i, then head 1's, and so on (the heads' results concatenated).
 * @param {Tensor} tensor  4-D with one batch
 * @returns {Tensor}
 */
export function joinHeads(tensor) {
  const [, heads, n, width] = tensor.shape;
  const data = new Float32Array(tensor.data.length);
  for (let head = 0; head < heads; head++) {
    for (let i = 0; i < n; i++) {
      const from = (head * n + i) * width;
      data.set(tensor.data.subarray(from, from + width), i * heads * width + head * width);
    }
  }
  return { data, shape: [n, heads * width] };
}
