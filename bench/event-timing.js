// For `npm run bench:ui -- --throttle`: every interaction the lab offers on a
// slow phone. Chromium's CPU throttling at 4× (DevTools' "low-end mobile"),
// a 412 × 915 viewport, fresh pages; for each interaction the duration of its
// longest Event Timing entry (the figure behind INP: from the input to the
// next paint, in steps of 8 ms), with its input delay, handlers and the wait
// for the paint. Entries under 16 ms are not reported by the browser
// (durationThreshold's floor): such an interaction counts as 16 ms, "at most".
import { loadavg } from 'node:os';

export const THROTTLE_RATE = 4;
export const PHONE_VIEWPORT = { width: 412, height: 915 };
/** The browser reports no event entry shorter than this (its floor). */
export const DURATION_THRESHOLD_MS = 16;

// In the page, before its scripts: every event entry of an interaction, the
// longest one per interaction id kept.
function observeInteractions(threshold) {
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = longest.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      longest.set(entry.interactionId, {
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

// Waits until the page has nothing left to do (two idle periods in a row
// with most of their 50 ms free, as between a person's inputs), at most 4 s.
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const giveUp = setTimeout(resolve, 4000);
        let quiet = 0;
        const check = (deadline) => {
          quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= 2) {
            clearTimeout(giveUp);
            resolve();
          } else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
  );

// Two frames and a moment after an input, so its entries have been reported.
const afterReport = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
      ),
  );

/**
 * The interactions, each `{ ready(page), target(page, i), act(page, i) }`:
 * `ready` (optional, not measured) brings the page to where the control is
 * usable and returns false when this build does not have it; `target` is the
 * element scrolled into view (and settled) before `act`, so the scroll a
 * person makes before a click is not in the click.
 */
export function interactions(config) {
  const tokenRadios = (page) => page.locator('input[name="query-token"]');
  const byId = (id) => (page) => page.locator(`#${id}`);
  const openFold = async (page, id) => {
    const fold = page.locator(`#${id}`);
    if (!(await fold.count())) return;
    if (!(await fold.evaluate((details) => details.open))) {
      await fold.locator('> summary').click();
    }
  };
  // Sentences of the configuration's length, so each apply shows as many words.
  const sentences = config.sentences;
  return {
    'query pick': {
      ready: async (page) => (await tokenRadios(page).count()) > 1,
      // A token other than the chosen one: checking the checked radio fires nothing.
      target: async (page, i) => {
        const radios = tokenRadios(page);
        const count = await radios.count();
        const chosen = await radios.evaluateAll((all) => all.findIndex((r) => r.checked));
        return radios.nth((chosen + 1 + (i % (count - 1))) % count);
      },
      act: (target) => target.check(),
    },
    step: {
      target: async (page, i) => {
        const next = page.getByRole('button', { name: 'Next step', exact: true });
        const atEnd = (await next.getAttribute('aria-disabled')) === 'true';
        return i % 4 === 3 || atEnd || !(await next.isEnabled())
          ? page.getByRole('button', { name: 'Reset', exact: true })
          : next;
      },
      act: (target) => target.click(),
    },
    'matrix cell': {
      target: async (page, i) => {
        const cells = page.getByRole('table', { name: 'Attention weights' }).getByRole('button');
        return cells.nth((i * 7 + 2) % (await cells.count()));
      },
      act: (target) => target.click(),
    },
    'scale switch': {
      ready: async (page) => (await byId('scale-switch')(page).count()) > 0,
      target: byId('scale-switch'),
      act: (target) => target.click(),
    },
    'projections switch': {
      ready: async (page) => (await byId('projections-switch')(page).count()) > 0,
      target: byId('projections-switch'),
      act: (target) => target.click(),
    },
    'causal switch': {
      ready: async (page) => (await byId('causal-switch')(page).count()) > 0,
      target: byId('causal-switch'),
      act: (target) => target.click(),
    },
    // 2, 4, 1, 2, …: the panel opens, changes, and closes.
    heads: {
      ready: async (page) => (await page.locator('input[name="heads"]').count()) > 0,
      target: (page, i) => page.locator(`input[name="heads"][value="${[2, 4, 1][i % 3]}"]`),
      act: (target) => target.check(),
    },
    'apply a sentence': {
      ready: async (page) => {
        await openFold(page, 'sentence-fold');
        return (await page.getByRole('textbox', { name: 'Sentence' }).count()) > 0;
      },
      // The typing is not an interaction (fill sends no keys); Apply is.
      target: async (page, i) => {
        await page.getByRole('textbox', { name: 'Sentence' }).fill(sentences[i % 2]);
        return page.getByRole('button', { name: 'Apply', exact: true });
      },
      act: (target) => target.click(),
    },
    // Typed key by key, then Enter: every key is an interaction, and the
    // longest counts, since a build may take the edit as it is typed
    // (0fbf597) or on Enter (this one). Selecting the old text is not measured.
    'edit a number': {
      ready: async (page) => {
        await openFold(page, 'editor');
        await page.locator('input.number-box:visible').first().waitFor();
        return true;
      },
      target: async (page) => {
        const box = page.locator('input.number-box:visible').first();
        await box.selectText();
        return box;
      },
      act: async (target, i) => {
        await target.pressSequentially(String(((i % 7) - 3) * 0.5));
        await target.press('Enter');
      },
    },
    // Play, then Pause: each press is an interaction.
    play: {
      target: (page) => page.locator('#play'),
      act: (target) => target.click(),
    },
    // The d_k slider under Scale & softmax, by its arrow keys. Its panel
    // shows with that step; a build may load it only once it is scrolled
    // into sight, so the bench goes there first, as a learner would.
    'd_k slider': {
      ready: async (page) => {
        const panel = page.locator('#scaling-view');
        if (!(await panel.count())) return false;
        await page.getByRole('button', { name: 'Reset', exact: true }).click();
        const next = page.getByRole('button', { name: 'Next step', exact: true });
        for (let step = 0; step < 2; step++) await next.click();
        await panel.scrollIntoViewIfNeeded();
        const slider = page.locator('.scaling-slider');
        return slider.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        );
      },
      target: (page) => page.locator('.scaling-slider'),
      act: (target, i) => target.press(i % 16 < 8 ? 'ArrowRight' : 'ArrowLeft'),
    },
  };
}

/** One fresh page of one build: every interaction `repeats` times. */
async function runPage(browser, url, config, repeats, kinds) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await context.addInitScript(observeInteractions, DURATION_THRESHOLD_MS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE_RATE });
  await page.goto(url + config.query);
  await page.waitForSelector('body.is-ready');
  await settle(page);
  const windows = [];
  const missing = [];
  for (const [kind, interaction] of Object.entries(interactions(config))) {
    if (!kind.includes(kinds)) continue;
    try {
      if (interaction.ready && !(await interaction.ready(page))) {
        missing.push(kind);
        continue;
      }
      await settle(page);
      for (let i = 0; i < repeats; i++) {
        const target = await interaction.target(page, i);
        await target.scrollIntoViewIfNeeded();
        await settle(page);
        const before = await page.evaluate(() => ({
          at: performance.now(),
          count: performance.interactionCount,
        }));
        await interaction.act(target, i);
        await afterReport(page);
        const after = await page.evaluate(() => ({
          at: performance.now(),
          count: performance.interactionCount,
        }));
        windows.push({ kind, from: before.at, to: after.at, count: after.count - before.count });
        await settle(page);
      }
    } catch (error) {
      errors.push(`${kind}: ${error.message.split('\n')[0]}`);
      missing.push(kind);
    }
  }
  await afterReport(page);
  const entries = await page.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  // Each input's longest entry, or the floor if the browser reported none.
  const samples = {};
  for (const window of windows) {
    const mine = entries.filter((entry) => entry.start >= window.from && entry.start < window.to);
    const longest = mine.reduce((a, b) => (b.duration > a.duration ? b : a), {
      duration: DURATION_THRESHOLD_MS,
      delay: 0,
      processing: 0,
      presentation: 0,
      belowThreshold: true,
    });
    (samples[window.kind] ??= []).push({ ...longest, interactions: window.count });
  }
  return { samples, missing, errors };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function summarise(pages) {
  const kinds = {};
  for (const page of pages) {
    for (const [kind, samples] of Object.entries(page.samples)) {
      (kinds[kind] ??= []).push(...samples);
    }
  }
  const missing = [...new Set(pages.flatMap((page) => page.missing))];
  const summary = {};
  for (const [kind, samples] of Object.entries(kinds)) {
    const durations = samples.map((sample) => sample.duration);
    const slowest = samples.reduce((a, b) => (b.duration > a.duration ? b : a));
    summary[kind] = {
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      max: Math.max(...durations),
      count: durations.length,
      belowThreshold: samples.filter((sample) => sample.belowThreshold).length,
      // Where the p95 sample's time went.
      delayP95: percentile(
        samples.map((sample) => sample.delay),
        95,
      ),
      processingP95: percentile(
        samples.map((sample) => sample.processing),
        95,
      ),
      presentationP95: percentile(
        samples.map((sample) => sample.presentation),
        95,
      ),
      slowest,
      durations,
    };
  }
  return { kinds: summary, missing, errors: pages.flatMap((page) => page.errors) };
}

const ms = (value) => (value === undefined ? '—' : value.toFixed(0)).padStart(5);

function print(label, summary, target) {
  console.log(`\n${label}`);
  console.log(
    `  ${'interaction'.padEnd(20)}   p50   p95   max  (n, <16)   p95 of: delay  handlers  to paint`,
  );
  for (const [kind, s] of Object.entries(summary.kinds)) {
    console.log(
      `  ${kind.padEnd(20)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}  (${s.count}, ${s.belowThreshold})` +
        `   ${ms(s.delayP95)}   ${ms(s.processingP95)}   ${ms(s.presentationP95)}` +
        (s.p95 > target ? `   over ${target} ms` : ''),
    );
  }
  for (const kind of summary.missing) console.log(`  ${kind.padEnd(20)} not in this build`);
  if (summary.errors.length) console.log(`  errors: ${summary.errors.join('; ')}`);
}

/**
 * The throttled mode: `pages` fresh pages per configuration and build, each
 * running every interaction `repeats` times; with `otherUrl`, the other
 * build's pages alternate with this one's (this, other, other, this, …) in
 * one browser, and each interaction's p50 and p95 are given as a ratio.
 * `kinds` keeps the interactions whose name contains it.
 * @returns {Promise<object>}  the results, for bench-results/ui-throttled.json
 */
export async function runThrottled(
  browser,
  { url, otherUrl, configs, pages, repeats, kinds = '' },
) {
  const load = [loadavg()[0]];
  const results = [];
  for (const config of configs) {
    const byBuild = { this: [], other: [] };
    for (let round = 0; round < pages; round++) {
      const order = !otherUrl ? ['this'] : round % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
      for (const build of order) {
        const page = await runPage(
          browser,
          build === 'this' ? url : otherUrl,
          config,
          repeats,
          kinds,
        );
        byBuild[build].push(page);
        load.push(loadavg()[0]);
      }
    }
    const mine = summarise(byBuild.this);
    const theirs = otherUrl ? summarise(byBuild.other) : null;
    results.push({ config: config.name, target: config.targetMs, this: mine, other: theirs });
  }
  console.log(
    `\nThrottled ${THROTTLE_RATE}× CPU, ${PHONE_VIEWPORT.width} × ${PHONE_VIEWPORT.height}, ` +
      `${pages} fresh page(s) per build, ${repeats} inputs of each kind per page; ` +
      `Event Timing duration of each interaction's longest entry, ms ` +
      `(load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)})`,
  );
  for (const result of results) {
    print(`${result.config}, this build`, result.this, result.target);
    if (!result.other) continue;
    print(`${result.config}, other build`, result.other, result.target);
    console.log(`\n  ${result.config}: this ÷ other, per interaction both builds have`);
    const ratios = [];
    for (const [kind, mine] of Object.entries(result.this.kinds)) {
      const theirs = result.other.kinds[kind];
      if (!theirs) continue;
      const ratio = { kind, p50: mine.p50 / theirs.p50, p95: mine.p95 / theirs.p95 };
      ratios.push(ratio);
      console.log(`  ${kind.padEnd(20)} p50 ${ratio.p50.toFixed(2)}   p95 ${ratio.p95.toFixed(2)}`);
    }
    // Over the inputs of the kinds both builds have, pooled.
    const pooled = (summary) =>
      ratios.flatMap(({ kind }) => summary.kinds[kind].durations).sort((a, b) => a - b);
    const [mineAll, theirsAll] = [pooled(result.this), pooled(result.other)];
    result.pooledRatio = {
      p50: percentile(mineAll, 50) / percentile(theirsAll, 50),
      p95: percentile(mineAll, 95) / percentile(theirsAll, 95),
    };
    console.log(
      `  ${'all of them'.padEnd(20)} p50 ${result.pooledRatio.p50.toFixed(2)}   p95 ${result.pooledRatio.p95.toFixed(2)}`,
    );
    result.ratios = ratios;
  }
  return { throttleRate: THROTTLE_RATE, viewport: PHONE_VIEWPORT, pages, repeats, load, results };
}
