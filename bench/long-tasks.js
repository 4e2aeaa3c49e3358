// For `npm run bench:ui`: what the lab's most hostile inputs cost the main
// thread. The end-to-end tests check that these inputs are answered rightly
// (tests/e2e/hostile-input-fuzz.test.js, hostile-input.test.js); how long that takes
// depends on the machine, so it is measured here, not asserted there.
import { mainThreadEvents } from '../tests/e2e/support/trace.js';
import { BOX_SEED, randomStrings } from '../tests/support/random-strings.js';

/** Longest main-thread task the lab aims at for one input ("long task" in the browser's terms). */
export const LONG_TASK_MS = 50;
const SENTENCES = 500;
const PASTE = `${'1'.repeat(100_000)}x`;

/**
 * Runs `action` while Chromium traces the page's main thread, and returns
 * every task that took over LONG_TASK_MS of wall time, with the thread's own
 * (CPU) time in it. On a shared machine a task of a few milliseconds can
 * wait 100 ms for a core: the CPU time is what the page costs, the wall time
 * what the PerformanceObserver "longtask" entry says.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} action
 * @returns {Promise<{ wallMs: number, cpuMs: number }[]>}
 */
export async function traceLongTasks(browser, page, action) {
  const events = await mainThreadEvents(browser, page, ['toplevel'], action);
  return events
    .filter(
      (event) => event.name === 'ThreadControllerImpl::RunTask' && event.dur > LONG_TASK_MS * 1000,
    )
    .map((event) => ({
      wallMs: Math.round(event.dur / 1000),
      cpuMs: Math.round((event.tdur ?? event.dur) / 1000),
    }));
}

// The long tasks of a run, summed up.
const summarise = (tasks) => ({
  longTasks: tasks.length,
  overBudgetInCpu: tasks.filter((task) => task.cpuMs > LONG_TASK_MS).length,
  longestWallMs: Math.max(0, ...tasks.map((task) => task.wallMs)),
  longestCpuMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
});

/**
 * The end-to-end fuzz test's 500 seeded random sentences through the
 * sentence box, each in a task of its own; then the 100,000-character paste
 * into a number box and its Enter: the handlers' own time around a
 * synchronous dispatch, and the long tasks of a real paste.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url  the lab
 */
export async function measureHostileInput(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('body.is-ready');
  await page.locator('#sentence-fold > summary').click();
  const sentenceTasks = await traceLongTasks(browser, page, () =>
    page.evaluate(
      async ({ makeStrings, seed, count }) => {
        const strings = new Function(`return (${makeStrings})`)()(seed, count);
        const box = document.getElementById('sentence-input');
        const apply = [...document.querySelectorAll('button')].find(
          (button) => button.textContent === 'Apply',
        );
        for (const text of strings) {
          box.value = text;
          apply.click();
          // Laid out, as the test's check does, then the next entry in a task of its own.
          void document.documentElement.offsetHeight;
          await new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = resolve;
            channel.port2.postMessage(null);
          });
        }
      },
      { makeStrings: randomStrings.toString(), seed: BOX_SEED, count: SENTENCES },
    ),
  );

  await page.locator('#editor > summary').click();
  const box = page.getByRole('textbox', { name: 'W_Q row 2 column 2' });
  await box.selectText();
  const handlersMs = await page.evaluate((paste) => {
    const input = document.activeElement;
    const started = performance.now();
    input.value = paste;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return performance.now() - started;
  }, PASTE);
  await box.selectText();
  const pasteTasks = await traceLongTasks(browser, page, async () => {
    await page.keyboard.insertText(PASTE);
    await box.press('Enter');
  });
  await context.close();
  return {
    sentences: { count: SENTENCES, ...summarise(sentenceTasks) },
    paste: { handlersMs, ...summarise(pasteTasks) },
  };
}

/** The lines `npm run bench:ui` prints for measureHostileInput's figures. */
export function describeHostileInput({ sentences, paste }) {
  const tasks = (run) =>
    `tasks over ${LONG_TASK_MS} ms: ${run.longTasks} in wall time (longest ${run.longestWallMs} ms), ` +
    `${run.overBudgetInCpu} in their own CPU time (longest ${run.longestCpuMs} ms)`;
  return [
    `  ${sentences.count} random sentences through the box: ${tasks(sentences)}`,
    `  100,000-character paste and Enter: handlers ${paste.handlersMs.toFixed(1)} ms; ${tasks(paste)}`,
    `  budget: no task over ${LONG_TASK_MS} ms of CPU time, handlers under ${LONG_TASK_MS} ms`,
  ];
}
