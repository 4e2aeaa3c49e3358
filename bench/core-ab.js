// Two builds of the public API timed interleaved in one process, no options:
// [1, 512, 768], [1, 64, 768] and the toy [1, 5, 4]. For "is the core as fast
// as before?" on a machine whose peers' ratios differ from run to run.
//
//   node bench/core-ab.js <other checkout with a WASM build> [this checkout]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [otherDir, thisDir = '.'] = process.argv.slice(2);
if (!otherDir) throw new Error('usage: node bench/core-ab.js <other checkout> [this checkout]');
const load = async (dir) =>
  (await import(pathToFileURL(resolve(dir, 'web/lib/attention.js')).href)).loadAttention();
const [before, after] = [await load(otherDir), await load(thisDir)];

function randomData(length, seed) {
  const data = new Float32Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[index] = (state / 2 ** 32) * 2 - 1;
  }
  return data;
}

function msPerCall(attention, [query, key, value], calls) {
  const start = performance.now();
  for (let call = 0; call < calls; call++) attention.scaledDotProductAttention(query, key, value);
  return (performance.now() - start) / calls;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

for (const [n, d, calls] of [
  [512, 768, 3],
  [64, 768, 50],
  [5, 4, 20000],
]) {
  const inputs = [1, 2, 3].map((seed) => ({ data: randomData(n * d, seed), shape: [1, n, d] }));
  const times = { before: [], after: [] };
  msPerCall(before, inputs, calls);
  msPerCall(after, inputs, calls);
  for (let round = 0; round < 9; round++) {
    times.before.push(msPerCall(before, inputs, calls));
    times.after.push(msPerCall(after, inputs, calls));
  }
  const [a, b] = [median(times.before), median(times.after)];
  console.log(
    `[1,${n},${d}]  other ${a.toFixed(4)} ms  this ${b.toFixed(4)} ms  this/other ${(b / a).toFixed(3)}`,
  );
}
