// The ONNX backend tests of the `Attention` operator (opsets 23 and 24, a
// suite nobody here wrote) run through the public API only. The data stays
// in the workspace (../shared/onnx-attention/, one JSON file per case); this
// file only moves data, never computes: it turns 3-D [B, S, heads·d] inputs
// into 4-D heads and back, concatenates past and new keys and values, pads a
// short mask the way ONNX does (hidden keys), and expresses a key-length
// limit and ONNX's causal offset by keeping only the keys a batch may see
// (our causal masking is bottom-right aligned over the keys it is given).
// Compared as the ONNX runner does: |got − want| ≤ 1e-7 + 1e-3·|want|.
// The API takes float32 only: the four float16 cases are widened to float32
// (exactly: every float16 is a float32) and held to the same tolerance.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

import { loadAttention } from '../../web/lib/attention.js';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/onnx-attention');
const present = existsSync(join(DATA, 'index.json'));
const cases = present ? JSON.parse(readFileSync(join(DATA, 'index.json'), 'utf8')).cases : [];

const isHalf = (name) =>
  JSON.parse(readFileSync(join(DATA, `${name}.json`), 'utf8')).dataSets[0].inputs.some(
    (tensor) => tensor.dtype === 'float16',
  );
const halfCases = cases.filter(isHalf);

if (!present) {
  console.warn(`ONNX Attention tests skipped: no data at ${DATA} (expected index.json there)`);
}

// One IEEE 754 half-precision number (its 16 bits) as a JS number.
function fromHalf(bits) {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

// Decodes one tensor of a case: float32, float16 (widened to float32), bool
// (one byte each) or int64.
function decode({ dtype, shape, b64 }) {
  const bytes = Buffer.from(b64, 'base64');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  if (dtype === 'float32') return { data: new Float32Array(buffer), shape };
  if (dtype === 'float16')
    return { data: Float32Array.from(new Uint16Array(buffer), fromHalf), shape };
  if (dtype === 'bool') return { data: new Uint8Array(buffer), shape };
  if (dtype === 'int64') return { data: Array.from(new BigInt64Array(buffer), Number), shape };
  throw new Error(`a tensor of ${dtype}, which no case of the suite has`);
}

function loadCase(name) {
  const spec = JSON.parse(readFileSync(join(DATA, `${name}.json`), 'utf8'));
  const [dataSet] = spec.dataSets;
  const byName = (list) => Object.fromEntries(list.map((tensor) => [tensor.name, decode(tensor)]));
  return { spec, inputs: byName(dataSet.inputs), outputs: byName(dataSet.outputs) };
}

// [B, S, heads·d] → [B, heads, S, d].
function splitHeads({ data, shape: [batch, length, width] }, heads) {
  const d = width / heads;
  const out = new Float32Array(data.length);
  for (let b = 0; b < batch; b++)
    for (let s = 0; s < length; s++)
      for (let h = 0; h < heads; h++)
        out.set(
          data.subarray((b * length + s) * width + h * d, (b * length + s) * width + (h + 1) * d),
          ((b * heads + h) * length + s) * d,
        );
  return { data: out, shape: [batch, heads, length, d] };
}

// [B, heads, S, d] → [B, S, heads·d].
function mergeHeads({ data, shape: [batch, heads, length, d] }) {
  const out = new Float32Array(data.length);
  for (let b = 0; b < batch; b++)
    for (let h = 0; h < heads; h++)
      for (let s = 0; s < length; s++)
        out.set(
          data.subarray(((b * heads + h) * length + s) * d, ((b * heads + h) * length + s + 1) * d),
          (b * length + s) * heads * d + h * d,
        );
  return { data: out, shape: [batch, length, heads * d] };
}

// Rows [.., rows, d] of every leading index, taken and put side by side:
// pieces is a list of [tensor, rowStart, rowEnd]; all share the leading axes.
function joinRows(pieces) {
  const [first] = pieces;
  const leading = first[0].shape.slice(0, -2);
  const d = first[0].shape.at(-1);
  const count = leading.reduce((a, b) => a * b, 1);
  const rows = pieces.reduce((sum, [, start, end]) => sum + end - start, 0);
  const out = new first[0].data.constructor(count * rows * d);
  let at = 0;
  for (let index = 0; index < count; index++)
    for (const [tensor, start, end] of pieces) {
      const stride = tensor.shape.at(-2) * d;
      out.set(tensor.data.subarray(index * stride + start * d, index * stride + end * d), at);
      at += (end - start) * d;
    }
  return { data: out, shape: [...leading, rows, d] };
}

// Index `b` of the leading axis (kept, with extent 1).
function batchSlice(tensor, b) {
  if (tensor.shape[0] === 1) return tensor;
  const size = tensor.data.length / tensor.shape[0];
  return {
    data: tensor.data.slice(b * size, (b + 1) * size),
    shape: [1, ...tensor.shape.slice(1)],
  };
}

// A mask's columns [0, keys): ONNX pads a shorter mask with hidden keys
// (false, or -Infinity), and drops none.
function maskColumns(mask, keys) {
  const width = mask.shape.at(-1);
  const rows = mask.data.length / width;
  const out = new mask.data.constructor(rows * keys);
  const hidden = mask.data instanceof Uint8Array ? 0 : -Infinity;
  for (let r = 0; r < rows; r++)
    for (let j = 0; j < keys; j++)
      out[r * keys + j] = j < width ? mask.data[r * width + j] : hidden;
  return { data: out, shape: [...mask.shape.slice(0, -1), keys] };
}

function withinTolerance(got, want) {
  let worst = -Infinity;
  let where = -1;
  for (let index = 0; index < want.length; index++) {
    const excess = Math.abs(got[index] - want[index]) - (1e-7 + 1e-3 * Math.abs(want[index]));
    if (!(excess <= worst) && !(excess <= 0 && worst <= 0)) {
      worst = Number.isNaN(excess) ? Infinity : excess;
      where = index;
    }
  }
  return { ok: !(worst > 0), where, got: got[where], want: want[where] };
}

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

describe.skipIf(!present)('ONNX Attention backend tests through the public API', () => {
  test('the suite is all there (76 cases)', () => {
    expect(cases.length).toBe(76);
  });

  test.each(cases)('%s', (name) => {
    const { spec, inputs, outputs } = loadCase(name);
    const attrs = spec.attrs ?? {};
    const threeD = inputs.Q.shape.length === 3;
    let query = threeD ? splitHeads(inputs.Q, attrs.q_num_heads) : inputs.Q;
    let key = threeD ? splitHeads(inputs.K, attrs.kv_num_heads) : inputs.K;
    let value = threeD ? splitHeads(inputs.V, attrs.kv_num_heads) : inputs.V;
    const past = inputs.past_key !== undefined;
    if (past) {
      key = joinRows([
        [inputs.past_key, 0, inputs.past_key.shape[2]],
        [key, 0, key.shape[2]],
      ]);
      value = joinRows([
        [inputs.past_value, 0, inputs.past_value.shape[2]],
        [value, 0, value.shape[2]],
      ]);
    }
    const [batch, , n] = query.shape;
    const m = key.shape[2];
    const mask = inputs.attn_mask && maskColumns(inputs.attn_mask, m);
    const limits = inputs.nonpad_kv_seqlen?.data;

    // The keys batch b may see: all of them, those under the key-length
    // limit, and for causal masking those no query is kept from by ONNX's
    // offset (past length, or limit − n), so that bottom-right alignment
    // over the kept keys is ONNX's alignment.
    const keptKeys = (b) => {
      const limit = limits ? limits[b] : m;
      if (!attrs.is_causal) return limit;
      const offset = past ? inputs.past_key.shape[2] : limits ? limits[b] - n : 0;
      return Math.min(limit, n + offset);
    };
    const options = { causal: Boolean(attrs.is_causal) };
    if (attrs.scale !== undefined) options.scale = attrs.scale;
    if (attrs.softcap !== undefined) options.softcap = attrs.softcap;

    const heads = query.shape[1];
    const dv = value.shape[3];
    const y = new Float32Array(batch * heads * n * dv);
    let scaledScores; // [B, H, n, m] when no key was dropped
    let weights;
    const uniform = Array.from({ length: batch }, (_, b) => keptKeys(b)).every((k) => k === m);
    const run = (q, k, v, maskPart) =>
      attention.scaledDotProductAttention(
        q,
        k,
        v,
        maskPart ? { ...options, mask: maskPart } : options,
      );
    if (uniform) {
      const result = run(query, key, value, mask);
      y.set(result.output.data);
      ({ scaledScores, weights } = result);
    } else {
      for (let b = 0; b < batch; b++) {
        const kept = keptKeys(b);
        const at = b * heads * n * dv;
        if (kept <= 0) continue; // every key hidden: rows of 0, as ONNX defines them
        const keys = (t) => joinRows([[batchSlice(t, b), 0, kept]]);
        const maskPart =
          mask && maskColumns(mask.shape.length === 4 ? batchSlice(mask, b) : mask, kept);
        const result = run(batchSlice(query, b), keys(key), keys(value), maskPart);
        y.set(result.output.data, at);
      }
    }

    const got = threeD ? mergeHeads({ data: y, shape: [batch, heads, n, dv] }).data : y;
    const check = withinTolerance(got, outputs.Y.data);
    expect(check, `Y[${check.where}]: got ${check.got}, want ${check.want}`).toMatchObject({
      ok: true,
    });

    // qk_matmul_output where the API returns the same quantity: mode 3 the
    // weights; mode 2 (after the mask) the scaled scores; modes 0 and 1 the
    // scaled scores when nothing was added after them.
    const qk = outputs.qk_matmul_output;
    const mode = attrs.qk_matmul_output_mode ?? 0;
    const sameAsScaled =
      mode === 2 || (!mask && !attrs.is_causal && (mode === 1 || !attrs.softcap));
    if (qk && uniform && (mode === 3 || sameAsScaled)) {
      const mine = mode === 3 ? weights.data : scaledScores.data;
      const qkCheck = withinTolerance(mine, qk.data);
      expect(qkCheck, `qk[${qkCheck.where}]`).toMatchObject({ ok: true });
    }
  });

  test('4 of the cases are float16, run widened to float32', () => {
    expect(halfCases).toHaveLength(4);
  });
});
