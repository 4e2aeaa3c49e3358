// attention.scalingStatistics (wasm/src/scaling.cpp) against a float64
// reference written here from the definitions: SplitMix64 in BigInt for the
// uniform (−√3, √3) entries, each d_k's vectors drawn at that d_k, softmax
// and its Jacobian as a full matrix.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from '../../web/lib/attention.js';

let attention;
beforeAll(async () => {
  attention = await loadAttention();
});

const MASK = (1n << 64n) - 1n;

/** Row `row` of the core's random vectors, from the header's description. */
function scalingRow(row, dim, seed) {
  let state = (BigInt(seed) ^ ((BigInt(row) * 0xd1b54a32d192ed03n) & MASK)) & MASK;
  const entries = [];
  for (let entry = 0; entry < dim; entry++) {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    z ^= z >> 31n;
    const unit = Number((z >> 11n) + 1n) * 2 ** -53;
    entries.push(Math.sqrt(3) * (2 * unit - 1));
  }
  return entries;
}

const softmax = (row) => {
  const largest = Math.max(...row);
  const exps = row.map((score) => Math.exp(score - largest));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
};

const jacobianNorm = (p) =>
  Math.sqrt(
    p.reduce(
      (total, pi, i) =>
        total + p.reduce((row, pj, j) => row + ((i === j ? pi : 0) - pi * pj) ** 2, 0),
      0,
    ),
  );

function referenceStatistics({ keyDims, keys, samples, seed }) {
  return keyDims.map((keyDim) => {
    const all = [];
    const totals = { raw: [0, 0], scaled: [0, 0] };
    for (let sample = 0; sample < samples; sample++) {
      const first = sample * (keys + 1);
      const query = scalingRow(first, keyDim, seed);
      const scores = Array.from({ length: keys }, (_, key) => {
        const keyRow = scalingRow(first + key + 1, keyDim, seed);
        return query.reduce((dot, q, entry) => dot + q * keyRow[entry], 0);
      });
      all.push(...scores);
      for (const [name, row] of [
        ['raw', scores],
        ['scaled', scores.map((score) => score / Math.sqrt(keyDim))],
      ]) {
        const p = softmax(row);
        totals[name][0] += Math.max(...p);
        totals[name][1] += jacobianNorm(p);
      }
    }
    const mean = all.reduce((a, b) => a + b, 0) / all.length;
    const spread = Math.sqrt(all.reduce((a, s) => a + (s - mean) ** 2, 0) / all.length);
    return {
      keyDim,
      rawSpread: spread,
      scaledSpread: spread / Math.sqrt(keyDim),
      rawLargestWeight: totals.raw[0] / samples,
      scaledLargestWeight: totals.scaled[0] / samples,
      rawGradient: totals.raw[1] / samples,
      scaledGradient: totals.scaled[1] / samples,
    };
  });
}

describe('scalingStatistics', () => {
  test('agrees with the float64 reference', () => {
    const options = { keyDims: [1, 2, 5, 16, 40], keys: 4, samples: 30, seed: 9 };
    const got = attention.scalingStatistics(options);
    const expected = referenceStatistics(options);
    expect(got).toHaveLength(expected.length);
    got.forEach((row, index) => {
      for (const [field, value] of Object.entries(expected[index])) {
        expect(row[field], `d_k ${row.keyDim} ${field}`).toBeCloseTo(value, 5);
      }
    });
  });

  test('at the lab’s settings, scaling holds the spread near 1 and keeps the softmax alive', () => {
    const keyDims = [4, 8, 16, 32, 64, 128, 256, 512, 1024];
    const rows = attention.scalingStatistics({ keyDims, keys: 8, samples: 512 });
    rows.forEach((row, index) => {
      expect(row.rawSpread / Math.sqrt(row.keyDim)).toBeCloseTo(1, 0);
      expect(row.scaledSpread).toBeGreaterThanOrEqual(0.8);
      expect(row.scaledSpread).toBeLessThanOrEqual(1.25);
      if (index > 0) {
        expect(row.rawLargestWeight).toBeGreaterThanOrEqual(rows[index - 1].rawLargestWeight);
        expect(row.rawGradient).toBeLessThanOrEqual(rows[index - 1].rawGradient);
      }
    });
    const last = rows.at(-1);
    expect(last.rawLargestWeight).toBeGreaterThan(0.9);
    expect(last.rawGradient).toBeLessThan(0.1);
    expect(last.scaledLargestWeight).toBeLessThan(0.6);
  });

  test('the same options give the same numbers; another seed others', () => {
    const options = { keyDims: [8, 64], keys: 5, samples: 16, seed: 3 };
    expect(attention.scalingStatistics(options)).toEqual(attention.scalingStatistics(options));
    expect(attention.scalingStatistics({ ...options, seed: 4 })).not.toEqual(
      attention.scalingStatistics(options),
    );
  });

  test.each([
    [{ keyDims: [8, 4] }, /ascending/],
    [{ keyDims: [] }, /1 to 16/],
    [{ keyDims: Array.from({ length: 17 }, (_, i) => i + 1) }, /1 to 16/],
    [{ keyDims: [4, 1.5] }, /whole/],
    [{ keyDims: [4, Number.NaN] }, /whole/],
    [{ keyDims: 'four' }, /array/],
    [{ keys: 1 }, /keys/],
    [{ keys: '8' }, /keys must be a number/],
    [{ samples: 0 }, /samples/],
    [{ keyDims: [65536], samples: 65536 }, /at most/],
    [{ seed: -1 }, /seed/],
  ])('refuses %j with a message naming it', (options, message) => {
    expect(() => attention.scalingStatistics(options)).toThrow(message);
    // And the core stays usable.
    expect(attention.scalingStatistics({ keyDims: [4], samples: 2 })).toHaveLength(1);
  });
});

describe('scalingStatisticsInSteps', () => {
  /** Runs the steps to the end; the statistics and how many next() calls it took. */
  function runToEnd(steps) {
    for (let calls = 1; ; calls++) {
      const { done, value } = steps.next();
      if (done) return { value, calls };
    }
  }

  test.each([1, 7, 16, 30, 1000])(
    'gives exactly scalingStatistics’ numbers, %i samples a step',
    (samplesPerStep) => {
      const options = { keyDims: [1, 2, 5, 16, 40], keys: 4, samples: 30, seed: 9 };
      const { value, calls } = runToEnd(
        attention.scalingStatisticsInSteps(options, { samplesPerStep }),
      );
      expect(value).toEqual(attention.scalingStatistics(options));
      expect(calls).toBe(Math.ceil(30 / samplesPerStep));
    },
  );

  test('frees the core’s run when it ends and when it is given up', () => {
    const before = attention.heapBytesInUse();
    runToEnd(attention.scalingStatisticsInSteps({ keyDims: [4, 64], samples: 64 }));
    expect(attention.heapBytesInUse()).toBe(before);
    const givenUp = attention.scalingStatisticsInSteps(
      { keyDims: [4, 64], samples: 64 },
      { samplesPerStep: 8 },
    );
    givenUp.next();
    expect(attention.heapBytesInUse()).toBeGreaterThan(before);
    givenUp.return();
    expect(attention.heapBytesInUse()).toBe(before);
  });

  test.each([
    [{ keyDims: [8, 4] }, {}, /ascending/],
    [{ keys: '8' }, {}, /keys must be a number/],
    [{}, { samplesPerStep: 0 }, /samplesPerStep/],
    [{}, { samplesPerStep: 2.5 }, /samplesPerStep/],
  ])('refuses %j %j at once, with a message naming it', (options, steps, message) => {
    const before = attention.heapBytesInUse();
    expect(() => attention.scalingStatisticsInSteps(options, steps)).toThrow(message);
    expect(attention.heapBytesInUse()).toBe(before);
  });
});
