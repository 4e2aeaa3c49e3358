// Lighthouse (mobile, its default) against the built dist/, served with gzip
// as a production host would: prints the four category scores and the
// cumulative layout shift, the median of --runs runs (default 1), and the
// audits that cost points; --dist=<dir> measures another build instead,
// --desktop uses Lighthouse's desktop preset (its targets: Performance 100). Exits non-zero below the lab's targets: 100 in
// Accessibility, Best Practices and SEO, Performance ≥ 95, CLS ≤ 0.02.
// Run with `npm run bench:lighthouse` (builds first); needs Debian's chromium.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../tests/e2e/support/browser.js';
import { serveDist } from '../tests/e2e/support/server.js';

const desktop = process.argv.includes('--desktop');
const TARGETS = {
  performance: desktop ? 100 : 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const MAX_CLS = 0.02;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
const otherDist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7);
const lighthouseBin = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;

async function lighthouse(url) {
  const { stdout } = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serveDist({
  gzip: true,
  ...(otherDist ? { root: `${resolve(otherDist)}/` } : {}),
});
try {
  const reports = [];
  for (let run = 0; run < runs; run++) reports.push(await lighthouse(server.url));
  let missed = false;
  for (const [id, target] of Object.entries(TARGETS)) {
    const score = median(reports.map((report) => Math.round(report.categories[id].score * 100)));
    missed ||= score < target;
    console.log(`${id.padEnd(15)} ${String(score).padStart(3)}  (target ${target})`);
  }
  const cls = median(
    reports.map((report) => report.audits['cumulative-layout-shift'].numericValue),
  );
  missed ||= cls > MAX_CLS;
  console.log(`${'CLS'.padEnd(15)} ${cls.toFixed(3)}  (target ≤ ${MAX_CLS})`);
  for (const [name, id] of [
    ['TBT', 'total-blocking-time'],
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
  ]) {
    const value = median(reports.map((report) => report.audits[id].numericValue));
    console.log(`${name.padEnd(15)} ${value.toFixed(0)} ms`);
  }
  console.log(`(${desktop ? 'desktop' : 'mobile'} preset, median of ${runs})`);
  // What cost points in the last run, for the categories that were not 100.
  const last = reports.at(-1);
  for (const category of Object.values(last.categories)) {
    for (const { id, weight } of category.auditRefs) {
      const audit = last.audits[id];
      if (weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`  ${category.id}: ${id} ${audit.score} ${audit.displayValue ?? ''}`);
      }
    }
  }
  if (missed) process.exitCode = 1;
} finally {
  await server.close();
}
