// A course page on a second origin that frames the lab, as a course
// platform would, with every postMessage the lab's frames send to their
// parent noted (window.sentToParent: type and target origin) in each frame.
import { launchBrowser } from './browser.js';
import { serveDist } from './server.js';

/**
 * Serves dist/ under `labPath` and `hostPage(labUrl)` as /chapter.html on
 * another origin, and opens the host page.
 * @param {string} labPath  where the lab is served, e.g. '/course/ch3/attention/'
 * @param {(labUrl: string) => string} hostPage  the host page's HTML
 * @returns the page, both servers (their `origin`s) and `close`
 */
export async function openFramingHost(labPath, hostPage) {
  const lab = await serveDist({ basePath: labPath });
  // Only the page: nothing of dist/ is mounted on the host's origin.
  const host = await serveDist({
    basePath: '/none/',
    pages: { '/chapter.html': hostPage(lab.url) },
  });
  const browser = await launchBrowser();
  const context = await browser.newContext();
  // In the lab's frames, note every postMessage to the parent with the origin
  // it is addressed to, then pass it on.
  await context.addInitScript((path) => {
    if (!location.pathname.startsWith(path) || window.parent === window) return;
    const realParent = window.parent;
    window.sentToParent = [];
    const spy = {
      postMessage(message, targetOrigin) {
        window.sentToParent.push({ type: message?.type, targetOrigin });
        realParent.postMessage(message, targetOrigin);
      },
    };
    Object.defineProperty(window, 'parent', { configurable: true, get: () => spy });
  }, labPath);
  const page = await context.newPage();
  await page.goto(`${host.origin}/chapter.html`);
  return {
    page,
    lab,
    host,
    async close() {
      await browser.close();
      await lab.close();
      await host.close();
    },
  };
}
