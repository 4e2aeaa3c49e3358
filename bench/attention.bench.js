// Benchmark (not a test): scaled dot-product attention [1, n, 768] for
// n ∈ {5, 64, 256, 512} and the toy [1, 5, 4], our WebAssembly core (through
// the public JS API, copies included) against a plain-JS triple loop,
// onnxruntime-web (WASM, one thread, MatMul → Mul → Softmax → MatMul) and
// tfjs-backend-wasm (one thread, transpose then matMul, softmax), in one Node
// process with the implementations interleaved; and causal masking at
// n = 512 against onnxruntime-web's Attention operator (is_causal = 1). Also measures the practical
// SIMD128 multiply-add peak (bench/simd_peak.cpp) and prints our n = 512 case
// as a share of it. Writes bench-results/attention.json.
//
//   npm run bench                   # builds the core first
//   node bench/attention.bench.js   # BENCH_QUICK=1 for a fast smoke run
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadAttention, simdSupported } from '../web/lib/attention.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.env.BENCH_QUICK === '1';
// BENCH_ONLY='toy|causal' (parts of case names, split on |) runs a subset.
const only = process.env.BENCH_ONLY?.split('|');
const CASES = [
  { name: 'toy [1,5,4]', n: 5, d: 4 },
  { name: '[1,5,768]', n: 5, d: 768 },
  { name: '[1,64,768]', n: 64, d: 768 },
  { name: '[1,256,768]', n: 256, d: 768 },
  { name: '[1,512,768]', n: 512, d: 768 },
  // Causal masking: ours with { causal: true } against ONNX's Attention
  // operator with is_causal = 1 (the plain-JS and tfjs peers sit it out).
  { name: 'causal [1,512,768]', n: 512, d: 768, causal: true },
].filter((testCase) => !only || only.some((part) => testCase.name.includes(part)));
// Interleaved rounds per case; each round times one sample per implementation.
const ROUNDS = quick ? 3 : 9;
// A sample repeats the call until it has run this long (small cases).
const SAMPLE_MS = quick ? 5 : 20;

const flops = ({ n, d }) => 4 * n * n * d; // QKᵀ and W·V, 2·n·n·d each
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Deterministic inputs in [-1, 1).
function randomData(length, seed) {
  let state = seed >>> 0 || 1;
  const data = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = (state >>> 0) / 2 ** 31 - 1;
  }
  return data;
}

// ---------------------------------------------------------------- plain JS
function plainAttention(q, k, v, n, d) {
  const scores = new Float32Array(n * n);
  const divisor = Math.fround(Math.sqrt(d));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let p = 0; p < d; p++) sum += q[i * d + p] * k[j * d + p];
      scores[i * n + j] = sum / divisor;
    }
    let max = -Infinity;
    for (let j = 0; j < n; j++) max = Math.max(max, scores[i * n + j]);
    let total = 0;
    for (let j = 0; j < n; j++) total += scores[i * n + j] = Math.exp(scores[i * n + j] - max);
    for (let j = 0; j < n; j++) scores[i * n + j] /= total;
  }
  const output = new Float32Array(n * d);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const w = scores[i * n + j];
      for (let c = 0; c < d; c++) output[i * d + c] += w * v[j * d + c];
    }
  return output;
}

// ------------------------------------------------- ONNX, encoded by hand
// Protocol-buffer wire format: varint (0), length-delimited (2), fixed32 (5).
const varint = (value) => {
  let big = BigInt.asUintN(64, BigInt(value)); // negatives: 64-bit two's complement
  const bytes = [];
  do {
    let byte = Number(big & 0x7fn);
    big >>= 7n;
    if (big) byte |= 0x80;
    bytes.push(byte);
  } while (big);
  return bytes;
};
const field = (number, wireType) => varint((number << 3) | wireType);
const int = (number, value) => [...field(number, 0), ...varint(value)];
const bytes = (number, payload) => [...field(number, 2), ...varint(payload.length), ...payload];
const text = (number, value) => bytes(number, [...new TextEncoder().encode(value)]);

// A one-graph ONNX model: nodes [op, inputs, outputs, attributes], typed
// float inputs and outputs with symbolic dims, and the opset to import.
function onnxModel({ nodes, inputs, outputs, opset }) {
  // TypeProto.tensor_type { elem_type FLOAT, shape [dims...] } with symbolic dims.
  const tensorType = (dims) =>
    bytes(1, [
      ...int(1, 1),
      ...bytes(
        2,
        dims.flatMap((dim) => bytes(1, text(2, dim))),
      ),
    ]);
  const valueInfo = ([name, dims]) => [...text(1, name), ...bytes(2, tensorType(dims))];
  const node = ([op, nodeInputs, nodeOutputs, attributes = []]) => [
    ...nodeInputs.flatMap((name) => text(1, name)),
    ...nodeOutputs.flatMap((name) => text(2, name)),
    ...text(3, `${op}_${nodeOutputs[0]}`),
    ...text(4, op),
    ...attributes.flatMap((attribute) => bytes(5, attribute)),
  ];
  const graph = [
    ...nodes.flatMap((spec) => bytes(1, node(spec))),
    ...text(2, 'attention'),
    ...inputs.flatMap((spec) => bytes(11, valueInfo(spec))),
    ...outputs.flatMap((spec) => bytes(12, valueInfo(spec))),
  ];
  return new Uint8Array([
    ...int(1, 8), // ir_version
    ...text(2, 'attention-lab-bench'),
    ...bytes(7, graph),
    ...bytes(8, [...text(1, ''), ...int(2, opset)]), // opset_import ai.onnx
  ]);
}

const intsAttribute = (name, values) => [
  ...text(1, name),
  ...values.flatMap((value) => int(8, value)),
  ...int(20, 7), // AttributeType INTS
];
const intAttribute = (name, value) => [...text(1, name), ...int(3, value), ...int(20, 2)];

// The chapter's recipe as plain operators (opset 17).
const onnxAttentionModel = () =>
  onnxModel({
    nodes: [
      ['Transpose', ['k'], ['kt'], [intsAttribute('perm', [0, 2, 1])]],
      ['MatMul', ['q', 'kt'], ['scores']],
      ['Mul', ['scores', 'scale'], ['scaled']],
      ['Softmax', ['scaled'], ['weights'], [intAttribute('axis', -1)]],
      ['MatMul', ['weights', 'v'], ['output']],
    ],
    inputs: [
      ['q', ['b', 'n', 'd']],
      ['k', ['b', 'm', 'd']],
      ['v', ['b', 'm', 'e']],
      ['scale', []],
    ],
    outputs: [['output', ['b', 'n', 'e']]],
    opset: 17,
  });

// ONNX's own Attention operator (opset 23) with is_causal = 1, on 4-D
// [batch, heads, n, d] inputs; for n = m its causal mask is ours.
const onnxCausalAttentionModel = () =>
  onnxModel({
    nodes: [['Attention', ['q', 'k', 'v'], ['output'], [intAttribute('is_causal', 1)]]],
    inputs: [
      ['q', ['b', 'h', 'n', 'd']],
      ['k', ['b', 'h', 'm', 'd']],
      ['v', ['b', 'h', 'm', 'e']],
    ],
    outputs: [['output', ['b', 'h', 'n', 'e']]],
    opset: 23,
  });

async function loadOnnxRuntime() {
  const ort = await import('onnxruntime-web');
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.simd = true;
  ort.env.wasm.proxy = false;
  ort.env.logLevel = 'error';
  const session = (model) =>
    ort.InferenceSession.create(model, {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    });
  const plain = await session(onnxAttentionModel());
  const causal = await session(onnxCausalAttentionModel());
  const run = async (activeSession, feeds) => {
    const result = await activeSession.run(feeds);
    const output = result.output.data;
    result.output.dispose?.();
    return output;
  };
  return {
    plain: (q, k, v, n, d) => {
      const dims = [1, n, d];
      return run(plain, {
        q: new ort.Tensor('float32', q, dims),
        k: new ort.Tensor('float32', k, dims),
        v: new ort.Tensor('float32', v, dims),
        scale: new ort.Tensor('float32', new Float32Array([1 / Math.sqrt(d)]), []),
      });
    },
    causal: (q, k, v, n, d) => {
      const dims = [1, 1, n, d];
      return run(causal, {
        q: new ort.Tensor('float32', q, dims),
        k: new ort.Tensor('float32', k, dims),
        v: new ort.Tensor('float32', v, dims),
      });
    },
  };
}

async function loadTfjs() {
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  wasm.setThreadsCount(1);
  wasm.setWasmPaths(join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist/'));
  await tf.setBackend('wasm');
  await tf.ready();
  return (q, k, v, n, d) => {
    const output = tf.tidy(() => {
      const query = tf.tensor3d(q, [1, n, d]);
      const keyT = tf.transpose(tf.tensor3d(k, [1, n, d]), [0, 2, 1]);
      const value = tf.tensor3d(v, [1, n, d]);
      const scores = tf.mul(tf.matMul(query, keyT), tf.scalar(1 / Math.sqrt(d)));
      return tf.matMul(tf.softmax(scores), value);
    });
    const data = output.dataSync();
    output.dispose();
    return data;
  };
}

// --------------------------------------------------------- SIMD128 peak
function loadSimdPeak() {
  const source = join(root, 'bench/simd_peak.cpp');
  const wasmPath = join(root, 'build/bench/simd_peak.wasm');
  if (!existsSync(wasmPath) || statSync(wasmPath).mtimeMs < statSync(source).mtimeMs) {
    mkdirSync(dirname(wasmPath), { recursive: true });
    execFileSync('em++', ['-O3', '-msimd128', '--no-entry', '-o', wasmPath, source], {
      env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
      stdio: 'inherit',
    });
  }
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const { exports } = new WebAssembly.Instance(module, { env: {}, wasi_snapshot_preview1: {} });
  // Variants: ACC register accumulators, or ROWS×COLS GEMM-shaped blocks
  // (coded as 10·ROWS + COLS); flops per step = 8 per accumulator.
  const variants = [
    { code: 12, accumulators: 12 },
    { code: 16, accumulators: 16 },
    { code: 42, accumulators: 8 },
    { code: 34, accumulators: 12 },
  ];
  const steps = 4_000_000;
  for (const variant of variants) exports.simd_peak(variant.code, 1000, 0.5); // compile
  // One sample: the best variant's GFLOP/s.
  return () => {
    let best = 0;
    for (const variant of variants) {
      const start = performance.now();
      exports.simd_peak(variant.code, steps, 0.5);
      const ms = performance.now() - start;
      best = Math.max(best, (variant.accumulators * 8 * steps) / ms / 1e6);
    }
    return best;
  };
}

// ------------------------------------------------------------- harness
const maxAbsDifference = (a, b) => {
  let worst = 0;
  for (let index = 0; index < a.length; index++)
    worst = Math.max(worst, Math.abs(a[index] - b[index]));
  return worst;
};

// Mean ms per call over one sample of at least minMs. Synchronous
// implementations are called in a plain loop (no await: a microtask per call
// would dominate the toy case), in batches between clock reads.
async function timeSample(impl, q, k, v, n, d, minMs) {
  const run = impl.run;
  let calls = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  do {
    if (impl.async) {
      await run(q, k, v, n, d);
      calls++;
    } else {
      for (let call = 0; call < batch; call++) run(q, k, v, n, d);
      calls += batch;
      batch = Math.min(batch * 2, 1024);
    }
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / calls;
}

async function main() {
  console.log(
    `attention bench: Node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} ×${cpus().length}, ` +
      `SIMD128 ${simdSupported() ? 'yes' : 'no'}, ${ROUNDS} interleaved rounds`,
  );
  const attention = await loadAttention();
  const attend = (options) => (q, k, v, n, d) =>
    attention.scaledDotProductAttention(
      { data: q, shape: [1, n, d] },
      { data: k, shape: [1, n, d] },
      { data: v, shape: [1, n, d] },
      options,
    ).output.data;
  const onnxRuntime = await loadOnnxRuntime();
  // `causal` runs the same inputs with causal masking, where a peer can.
  const implementations = [
    {
      id: 'ours',
      label: 'Attention Lab (WASM SIMD)',
      run: attend(),
      causal: attend({ causal: true }),
    },
    { id: 'plainJs', label: 'plain JS loops', run: plainAttention },
    {
      id: 'onnxruntime',
      label: 'onnxruntime-web 1.30 wasm',
      run: onnxRuntime.plain,
      causal: onnxRuntime.causal,
      async: true,
    },
    { id: 'tfjs', label: 'tfjs-backend-wasm 4.22', run: await loadTfjs() },
  ];
  const simdPeak = loadSimdPeak();
  const peakSamples = [];

  const results = [];
  for (const testCase of CASES) {
    const { n, d } = testCase;
    const contenders = testCase.causal
      ? implementations.filter((impl) => impl.causal).map((impl) => ({ ...impl, run: impl.causal }))
      : implementations;
    const ours = contenders[0].run;
    const q = randomData(n * d, 1 + n);
    const k = randomData(n * d, 2 + n);
    const v = randomData(n * d, 3 + n);
    // Agreement first (and warm-up): every peer against our output.
    const reference = await ours(q, k, v, n, d);
    const agreement = {};
    for (const impl of contenders) {
      const output = await impl.run(q, k, v, n, d);
      await timeSample(impl, q, k, v, n, d, 4 * SAMPLE_MS); // warm-up (JIT)
      agreement[impl.id] = maxAbsDifference(output, reference);
    }
    const samples = Object.fromEntries(contenders.map((impl) => [impl.id, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order so no implementation always runs first.
      for (let slot = 0; slot < contenders.length; slot++) {
        const impl = contenders[(slot + round) % contenders.length];
        if (impl.id === 'plainJs' && n >= 256 && round >= (quick ? 1 : 3)) continue;
        // Every sample starts from a collected heap, so no implementation
        // pays for the garbage the previous one left (npm run bench passes
        // --expose-gc).
        globalThis.gc?.();
        samples[impl.id].push(await timeSample(impl, q, k, v, n, d, SAMPLE_MS));
      }
      if (n === 512 && !testCase.causal) peakSamples.push(simdPeak());
    }
    const row = {
      case: testCase.name,
      n,
      d,
      causal: Boolean(testCase.causal),
      flops: flops(testCase),
      implementations: {},
    };
    const oursMs = median(samples.ours);
    for (const impl of contenders) {
      const ms = median(samples[impl.id]);
      row.implementations[impl.id] = {
        label: impl.label,
        medianMs: ms,
        bestMs: Math.min(...samples[impl.id]),
        gflops: flops(testCase) / ms / 1e6,
        ratioToOurs: ms / oursMs,
        maxAbsDiffFromOurs: agreement[impl.id],
        samples: samples[impl.id].length,
      };
    }
    results.push(row);
    printRow(row);
  }

  const peak = median(peakSamples);
  const big = results.find((row) => row.n === 512 && !row.causal)?.implementations.ours;
  const toy = results.find((row) => row.d === 4)?.implementations.ours;
  if (big)
    console.log(
      `\nSIMD128 multiply-add peak (best register-blocked loop, median of ${peakSamples.length}): ` +
        `${peak.toFixed(1)} GFLOP/s; ours at n=512: ${big.gflops.toFixed(1)} GFLOP/s = ` +
        `${((100 * big.gflops) / peak).toFixed(0)} % of peak`,
    );
  if (toy)
    console.log(
      `toy [1,5,4] per call, copies included: median ${(toy.medianMs * 1000).toFixed(2)} µs, ` +
        `best sample ${(toy.bestMs * 1000).toFixed(2)} µs (load average ${loadavg()[0].toFixed(1)} ` +
        `on ${cpus().length} cores: medians suffer when other work shares the machine)`,
    );
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    rounds: ROUNDS,
    simdPeakGflops: peak,
    oursAt512PercentOfPeak: big && (100 * big.gflops) / peak,
    toyMicrosecondsPerCall: toy && toy.medianMs * 1000,
    toyBestMicrosecondsPerCall: toy && toy.bestMs * 1000,
    loadAverage: loadavg(),
    results,
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/attention.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  console.log('wrote bench-results/attention.json');
}

function printRow(row) {
  console.log(`\n${row.case}  (${(row.flops / 1e6).toFixed(2)} MFLOP per call)`);
  console.log(
    `  ${'implementation'.padEnd(28)}${'median ms'.padStart(12)}${'best ms'.padStart(12)}` +
      `${'GFLOP/s'.padStart(10)}` +
      `${'× ours'.padStart(10)}${'max |Δ|'.padStart(11)}`,
  );
  for (const result of Object.values(row.implementations)) {
    console.log(
      `  ${result.label.padEnd(28)}${result.medianMs.toPrecision(4).padStart(12)}` +
        `${result.bestMs.toPrecision(4).padStart(12)}` +
        `${result.gflops.toFixed(2).padStart(10)}${result.ratioToOurs.toFixed(2).padStart(10)}` +
        `${result.maxAbsDiffFromOurs.toExponential(1).padStart(11)}`,
    );
  }
}

await main();
process.exit(0);
