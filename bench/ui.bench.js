// Benchmark (not a test): the lab's interaction budget in headless Chromium.
// Drives every control of the built page (dist/) — picking tokens, stepping,
// both switches, a weight-matrix click, editing a number — and reports the
// time from each input event to the next painted frame (p50/p95), the longest
// task while the step animation plays, and the time from navigation to the
// page being interactive, at the chapter's size and at 16 tokens; then the
// long tasks of the most hostile inputs (bench/long-tasks.js).
// Writes bench-results/ui.json.
//
//   npm run bench:ui    # builds the core and the site first
//   node bench/ui.bench.js --ab /path/to/other/dist [--rounds 4] [--only 16]
//
// --ab measures another build beside dist/ (e.g. an older commit's), in
// interleaved rounds (this, other, other, this, …) on one browser, so both
// see the same machine load; it prints each build's figures and their ratio.
// --only keeps the configurations whose name contains the text.
//
//   node bench/ui.bench.js --throttle [--ab <dist>] [--pages 2] [--repeats 8] [--kinds edit]
//
// --throttle is the slow phone instead (bench/event-timing.js): 4× CPU
// throttling, 412 × 915, every interaction kind's Event Timing duration
// (p50/p95/max), against its target; with --ab, beside the other build's,
// fresh pages of the two alternating, and their ratios. Writes
// bench-results/ui-throttled.json; --kinds keeps the interactions whose name
// contains the text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser } from '../tests/e2e/support/browser.js';
import { serveDist } from '../tests/e2e/support/server.js';
import { runThrottled } from './event-timing.js';
import { describeHostileInput, measureHostileInput } from './long-tasks.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPEATS = Number(process.env.BENCH_UI_REPEATS ?? 20);
const SIXTEEN = 'the quick brown fox jumps over the lazy dog and then time flies like an arrow';
// targetMs: the throttled mode's aim for every interaction's p95; sentences:
// what its "apply a sentence" alternates between, as long as the configuration's.
const CONFIGS = [
  {
    name: 'chapter (5 tokens)',
    query: '',
    targetMs: 50,
    sentences: ['fruit flies like a banana', 'time flies like an arrow'],
  },
  {
    name: '16 tokens',
    query: '?sentence=' + encodeURIComponent(SIXTEEN),
    targetMs: 100,
    sentences: [SIXTEEN.replace('lazy', 'sleepy'), SIXTEEN],
  },
];

// Runs in the page before its scripts. Input → next paint: a capturing
// listener sees the event first; a requestAnimationFrame registered there runs
// in the next frame, and a message posted from it is handled once that
// frame's rendering (the app's own updates and paint) is done. The latency
// counts from the event's own timeStamp (when the input reached the browser),
// so Playwright's actionability checks before the mouse goes down are not in
// it; it does include the wait for the next frame (up to one refresh
// interval), as a user would see it.
//
// Alongside, the main-thread work the input costs: its event handling (from
// the capturing listener to the end of the last listener of its click, input,
// change and keydown events) with the style and layout update for what the
// handlers changed, plus the rendering of the frame that answers it (from the
// rAF to the message). The bubbling listener forces that style and layout
// update: after a click Chromium runs it in the same task anyway, right after
// the listeners, where no listener can time it. The time in between, when the
// main thread is idle until the display's next frame, is not work; latency
// minus work is that wait plus the input's dispatch.
//
// The input delay is the first part of that dispatch: from the event's
// timeStamp to its first listener. It is where a task still running when the
// input arrives (the previous input's idle-time work, say) would show.
function instrument() {
  const ui = { latencies: [], longTasks: [], readyAt: null };
  window.__ui = ui;
  const types = ['click', 'input', 'change', 'keydown'];
  let pending = null;
  const begin = (event) => {
    // Events of one input (a radio's click, input and change) share one span.
    if (pending) return;
    const span = { start: event.timeStamp, handlingFrom: performance.now() };
    span.handlingTo = span.handlingFrom;
    pending = span;
    requestAnimationFrame(() => {
      pending = null;
      const frameFrom = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        ui.latencies.push({
          type: event.type,
          ms: now - span.start,
          delayMs: span.handlingFrom - span.start,
          workMs: span.handlingTo - span.handlingFrom + (now - frameFrom),
        });
      };
      channel.port2.postMessage(0);
    });
  };
  const end = () => {
    if (!pending) return;
    void document.documentElement.offsetHeight; // the style and layout update
    pending.handlingTo = performance.now();
  };
  for (const type of types) {
    addEventListener(type, begin, { capture: true });
    addEventListener(type, end);
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      ui.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const checkReady = () => {
    if (ui.readyAt === null && document.body?.classList.contains('is-ready')) {
      ui.readyAt = performance.now();
    }
  };
  new MutationObserver(checkReady).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['class'],
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const waitForMeasurement = (page) =>
  page.waitForFunction(() => window.__ui.latencies.length > 0, null, { timeout: 5000 });

// Performs `act` and waits for its input → next-paint measurement.
async function measure(page, act) {
  await page.evaluate(() => (window.__ui.latencies.length = 0));
  await act();
  await waitForMeasurement(page);
  return page.evaluate(() => {
    const entries = window.__ui.latencies;
    return {
      ms: Math.max(...entries.map((entry) => entry.ms)),
      delayMs: Math.max(...entries.map((entry) => entry.delayMs)),
      workMs: Math.max(...entries.map((entry) => entry.workMs)),
    };
  });
}

async function runConfig(browser, url, config, { repeats = REPEATS, playSteps = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url + config.query);
  await page.waitForSelector('body.is-ready');
  const readyAt = await page.evaluate(() => window.__ui.readyAt);

  // The query picker's radios only (the heads control has radios too), by
  // name, which this build and older ones share.
  const tokenRadios = page.locator('input[name="query-token"]');
  const tokenCount = await tokenRadios.count();
  const matrixButtons = page.getByRole('table', { name: 'Attention weights' }).getByRole('button');
  const switches = page.getByRole('switch');
  const switchCount = await switches.count();
  const numberBox = page.locator('input.number-box:visible').first();
  const actions = {
    // The method's floor: a click the page ignores still waits for a frame.
    'baseline (no-op)': () => page.locator('h1').first().click(),
    // Always a token other than the chosen one: checking the checked radio
    // fires no event, so nothing would be measured.
    'pick a token': async (i) => {
      const chosen = await tokenRadios.evaluateAll((radios) => radios.findIndex((r) => r.checked));
      await tokenRadios.nth((chosen + 1 + (i % (tokenCount - 1))) % tokenCount).check();
    },
    step: async (i) => {
      const next = page.getByRole('button', { name: 'Next step', exact: true });
      if (i % 4 === 3 || !(await next.isEnabled())) {
        await page.getByRole('button', { name: 'Reset', exact: true }).click();
      } else {
        await next.click();
      }
    },
    'scale switch': () => switches.nth(0).click(),
    'projections switch': () => switches.nth(Math.min(1, switchCount - 1)).click(),
    'matrix click': async (i) => {
      const count = await matrixButtons.count();
      await matrixButtons.nth((i * 7 + 2) % count).click();
    },
    // Two inputs, each measured on its own: typing the number, then Enter. A
    // build may take the edit on either (this one on Enter's keydown, older
    // ones as it is typed). Pressed straight after the typing, Enter's
    // handling could fall into the frame that answers the typing, or into
    // no measurement at all.
    //
    // Enter goes down, is measured, and only then comes up. Playwright lets a
    // key up within a millisecond, and in 1 to 7 of every 20 Enters that keyup
    // held the bench's end-of-frame message back until the next frame, which
    // began 12–16 ms after the keydown's: idle main thread counted as work
    // (in either build).
    // A person's key comes up tens of milliseconds later.
    'edit a number': [
      (i) => numberBox.fill(String(((i % 7) - 3) * 0.5)),
      async () => {
        await page.keyboard.down('Enter');
        await waitForMeasurement(page);
        await page.keyboard.up('Enter');
      },
    ],
  };
  // Before an action's samples, not measured: opening "Edit the numbers" is
  // not an edit (and an A/B round opens it once per page).
  const setUp = {
    'edit a number': async () => {
      await page.locator('#editor > summary').click();
      await page.locator('input.number-box:visible').first().waitFor();
    },
  };
  const samples = {};
  for (const [name, act] of Object.entries(actions)) {
    await setUp[name]?.();
    samples[name] = [];
    for (let i = 0; i < repeats; i++) {
      try {
        for (const input of [act].flat()) samples[name].push(await measure(page, () => input(i)));
      } catch (error) {
        samples[name] = { error: error.message.split('\n')[0] };
        break;
      }
    }
  }

  // The step animation: long tasks while it plays.
  await page.evaluate(() => (window.__ui.longTasks.length = 0));
  let animation = { error: playSteps ? 'no Play button' : 'not measured' };
  const play = page.getByRole('button', { name: 'Play', exact: true });
  if (playSteps && (await play.count())) {
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const start = await page.evaluate(() => performance.now());
    await play.click();
    await page
      .waitForFunction(() => document.querySelector('#play')?.textContent === 'Play', null, {
        timeout: 15000,
      })
      .catch(() => {});
    const { longTasks, now } = await page.evaluate(() => ({
      longTasks: window.__ui.longTasks,
      now: performance.now(),
    }));
    const during = longTasks.filter((task) => task.start >= start);
    animation = {
      playedMs: now - start,
      longTasks: during.length,
      longestTaskMs: during.reduce((max, task) => Math.max(max, task.duration), 0),
    };
  }
  await context.close();
  return { config: config.name, readyMs: readyAt, samples, animation, errors };
}

// Per-action percentiles of the samples of one or more runs of a build.
function summarise(runsOfBuild) {
  const actions = {};
  for (const name of Object.keys(runsOfBuild[0].samples)) {
    const failed = runsOfBuild.find((run) => run.samples[name].error);
    if (failed) {
      actions[name] = { error: failed.samples[name].error };
      continue;
    }
    const samples = runsOfBuild.flatMap((run) => run.samples[name]);
    const work = samples.map((sample) => sample.workMs);
    const latencies = samples.map((sample) => sample.ms);
    const delays = samples.map((sample) => sample.delayMs);
    actions[name] = {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      workP50: percentile(work, 50),
      workP95: percentile(work, 95),
      delayP95: percentile(delays, 95),
      samples: latencies,
      work,
      delays,
    };
  }
  const first = runsOfBuild[0];
  const readyMs = percentile(
    runsOfBuild.map((run) => run.readyMs),
    50,
  );
  return {
    config: first.config,
    readyMs,
    actions,
    animation: first.animation,
    errors: runsOfBuild.flatMap((run) => run.errors),
  };
}

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const otherDist = option('--ab');
  const rounds = Number(option('--rounds') ?? 4);
  const configs = CONFIGS.filter((config) => config.name.includes(option('--only') ?? ''));
  // BENCH_UI_DIST: serve another build than dist/.
  const server = await serveDist(
    process.env.BENCH_UI_DIST ? { root: process.env.BENCH_UI_DIST } : {},
  );
  const other = otherDist ? await serveDist({ root: resolve(otherDist) + sep }) : null;
  const browser = await launchBrowser();
  if (process.argv.includes('--throttle')) {
    try {
      const results = await runThrottled(browser, {
        url: server.url,
        otherUrl: other?.url,
        configs,
        pages: Number(option('--pages') ?? 2),
        repeats: Number(option('--repeats') ?? 8),
        kinds: option('--kinds') ?? '',
      });
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(
        join(root, 'bench-results/ui-throttled.json'),
        `${JSON.stringify({ date: new Date().toISOString(), otherDist, ...results }, null, 2)}\n`,
      );
      console.log('\nwrote bench-results/ui-throttled.json');
    } finally {
      await browser.close();
      await server.close();
      await other?.close();
    }
    return;
  }
  const runs = [];
  let hostileInput = null;
  try {
    for (const config of configs) {
      if (!other) {
        runs.push({ build: 'this', ...summarise([await runConfig(browser, server.url, config)]) });
        continue;
      }
      // Interleaved rounds, alternating which build goes first.
      const byBuild = { this: [], other: [] };
      const repeats = Math.ceil(REPEATS / rounds);
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
        for (const build of order) {
          const url = build === 'this' ? server.url : other.url;
          byBuild[build].push(await runConfig(browser, url, config, { repeats, playSteps: false }));
        }
      }
      runs.push({ build: 'this', ...summarise(byBuild.this) });
      runs.push({ build: `other (${otherDist})`, ...summarise(byBuild.other) });
    }
    if (!other) hostileInput = await measureHostileInput(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
    await other?.close();
  }
  for (const run of runs) {
    console.log(
      `\n${run.config}, ${run.build} build: navigation → interactive ${run.readyMs?.toFixed(0)} ms`,
    );
    const all = [];
    const allWork = [];
    const allDelays = [];
    for (const [name, result] of Object.entries(run.actions)) {
      if (result.error) {
        console.log(`  ${name.padEnd(20)} not measured: ${result.error}`);
        continue;
      }
      if (!name.startsWith('baseline')) {
        all.push(...result.samples);
        allWork.push(...result.work);
        allDelays.push(...result.delays);
      }
      console.log(
        `  ${name.padEnd(20)} input → next paint p50 ${result.p50.toFixed(1).padStart(6)} ms` +
          `   p95 ${result.p95.toFixed(1).padStart(6)} ms` +
          `   (main-thread work p50 ${result.workP50.toFixed(1).padStart(5)}, p95 ${result.workP95.toFixed(1).padStart(5)};` +
          ` input delay p95 ${result.delayP95.toFixed(1).padStart(4)})`,
      );
    }
    run.overall = {
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      workP50: percentile(allWork, 50),
      workP95: percentile(allWork, 95),
      delayP95: percentile(allDelays, 95),
      count: all.length,
    };
    console.log(
      `  ${'all controls'.padEnd(20)} input → next paint p50 ${run.overall.p50.toFixed(1).padStart(6)} ms` +
        `   p95 ${run.overall.p95.toFixed(1).padStart(6)} ms` +
        `   (main-thread work p50 ${run.overall.workP50.toFixed(1).padStart(5)}, p95 ${run.overall.workP95.toFixed(1).padStart(5)};` +
        ` input delay p95 ${run.overall.delayP95.toFixed(1).padStart(4)})`,
    );
    // The verdict, with the floor beside it: what a click the page ignores reads.
    const verdict = (ms) => `${ms.toFixed(1)} ms, ${ms <= 16 ? 'met' : 'not met'}`;
    const floor = run.actions['baseline (no-op)'];
    console.log(
      `  budget p95 ≤ 16 ms: input → next paint ${verdict(run.overall.p95)}; ` +
        `main-thread work ${verdict(run.overall.workP95)}` +
        (floor?.p95 ? ` (a click the page ignores: p95 ${floor.p95.toFixed(1)} ms)` : ''),
    );
    const a = run.animation;
    console.log(
      a.error
        ? `  step animation: ${a.error}`
        : `  step animation (${a.playedMs.toFixed(0)} ms): ${a.longTasks} long tasks, ` +
            `longest ${a.longestTaskMs.toFixed(0)} ms (budget: none > 50 ms)`,
    );
    if (run.errors.length) console.log(`  page errors: ${run.errors.join('; ')}`);
  }
  // An overall figure without one of the controls is not comparable.
  const unmeasured = runs.some((run) => Object.values(run.actions).some((action) => action.error));
  if (unmeasured) process.exitCode = 1;
  if (other && unmeasured) console.log('\nsome control was not measured: no ratio');
  if (other && !unmeasured) {
    console.log('\nthis build ÷ other build, all controls:');
    for (let index = 0; index < runs.length; index += 2) {
      const [mine, theirs] = [runs[index].overall, runs[index + 1].overall];
      const ratio = (name) => (mine[name] / theirs[name]).toFixed(2);
      console.log(
        `  ${runs[index].config.padEnd(20)} main-thread work p50 ${ratio('workP50')}, p95 ${ratio('workP95')};` +
          ` input → next paint p50 ${ratio('p50')}, p95 ${ratio('p95')}`,
      );
    }
  }
  if (hostileInput) {
    console.log('\nhostile input, chapter (5 tokens), this build:');
    for (const line of describeHostileInput(hostileInput)) console.log(line);
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/ui.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, hostileInput }, null, 2)}\n`,
  );
  console.log('\nwrote bench-results/ui.json');
}

await main();
