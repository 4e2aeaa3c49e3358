// Chromium traces of the page's main thread, for the tests and the benchmarks.

/**
 * Runs `action` while Chromium traces `page` with `categories`, and returns
 * the trace's complete events ('X') on the renderer's main thread.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').Page} page
 * @param {string[]} categories
 * @param {() => Promise<unknown>} action
 */
export async function mainThreadEvents(browser, page, categories, action) {
  await browser.startTracing(page, { categories });
  let traceBuffer;
  try {
    await action();
  } finally {
    traceBuffer = await browser.stopTracing();
  }
  const trace = JSON.parse(traceBuffer.toString());
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
}
