// report=ORIGIN: a course page on another origin hears practice answers only
// when the lab's address names it, and only it; nothing without report=,
// with report=* or with a javascript: address. The lab's frames run the
// page's own wiring (readReportOrigin on the address, reportAnswer after a
// check) in a small probe page served from the lab's origin.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readyFrame } from './lab-page.js';
import { launchBrowser } from './support/browser.js';
import { serveDist } from './support/server.js';

const LAB_PATH = '/course/ch3/attention/';
const PROBE_PATH = `${LAB_PATH}probe/`;
const source = (path) => readFile(new URL(`../../web/src/${path}`, import.meta.url), 'utf8');

// What the lab does with its address and a checked answer, nothing more.
const PROBE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>probe</title><link rel="icon" href="data:,"><script type="module">
import { readReportOrigin } from './report-origin.js';
import { reportAnswer } from './report.js';
const origin = readReportOrigin(new URLSearchParams(location.search).get('report'));
window.check = (answer) => reportAnswer(origin, answer);
document.body.classList.add('is-ready');
</script></head><body><p>Practice probe</p></body></html>`;

// Records, in the host, every message from any frame; its frames are the
// probe with each report= (its own origin known only once it is served).
const HOST_PAGE = (labUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Chapter 3</title><link rel="icon" href="data:,"></head><body><script>
window.received = [];
addEventListener('message', (event) => {
  const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  window.received.push({ from: from?.id, origin: event.origin, data: event.data });
});
const report = (origin) => '?report=' + encodeURIComponent(origin);
const frames = {
  none: '',
  named: report(location.origin),
  elsewhere: report('https://example.edu'),
  script: report('javascript:alert(1)'),
  star: '?report=*',
  plainHttp: report(location.origin.replace('127.0.0.1', 'example.edu')),
};
for (const [id, search] of Object.entries(frames)) {
  const frame = document.createElement('iframe');
  Object.assign(frame, { id, title: 'lab', src: '${labUrl}' + search });
  document.body.append(frame);
}
</script></body></html>`;

const ANSWER = { exercise: 'score', correct: false, mistake: 'swapped', attempt: 2 };

let lab;
let host;
let browser;
let page;

beforeAll(async () => {
  lab = await serveDist({
    basePath: LAB_PATH,
    pages: {
      [`${PROBE_PATH}index.html`]: PROBE_PAGE,
      [`${PROBE_PATH}report-origin.js`]: await source('embed/report-origin.js'),
      [`${PROBE_PATH}report.js`]: await source('views/practice/report.js'),
    },
  });
  // Only the page: nothing of dist/ is mounted on the host's origin.
  host = await serveDist({
    basePath: '/none/',
    pages: { '/chapter.html': HOST_PAGE(`${lab.origin}${PROBE_PATH}index.html`) },
  });
  browser = await launchBrowser();
  const context = await browser.newContext();
  // In the lab's frames, note every postMessage to the parent with the origin
  // it is addressed to, then pass it on.
  await context.addInitScript((labPath) => {
    if (!location.pathname.startsWith(labPath) || window.parent === window) return;
    const realParent = window.parent;
    window.sentToParent = [];
    const spy = {
      postMessage(message, targetOrigin) {
        window.sentToParent.push({ type: message?.type, targetOrigin });
        realParent.postMessage(message, targetOrigin);
      },
    };
    Object.defineProperty(window, 'parent', { configurable: true, get: () => spy });
  }, LAB_PATH);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await lab?.close();
  await host?.close();
});

// Checks one answer in frame `id`, then posts a probe to '*' that arrives
// after anything the check sent; returns what the frame sent and what the
// host received from it up to the probe.
async function checkIn(id) {
  const frame = await readyFrame(page, id);
  await frame.evaluate((answer) => window.check(answer), ANSWER);
  await frame.evaluate(() => window.parent.postMessage({ type: 'probe' }, '*'));
  await expect
    .poll(() =>
      page.evaluate(
        (from) => window.received.some((m) => m.from === from && m.data?.type === 'probe'),
        id,
      ),
    )
    .toBe(true);
  const received = await page.evaluate(
    (from) => window.received.filter((m) => m.from === from && m.data?.type !== 'probe'),
    id,
  );
  const sent = await frame.evaluate(() => window.sentToParent.filter((m) => m.type !== 'probe'));
  return { sent, received };
}

test('the host and the lab are two origins', async () => {
  await page.goto(`${host.origin}/chapter.html`);
  expect(host.origin).not.toBe(lab.origin);
});

test('without report=, a checked answer is sent nowhere', async () => {
  expect(await checkIn('none')).toEqual({ sent: [], received: [] });
});

test('with report= naming the host, the answer goes to that origin only', async () => {
  const { sent, received } = await checkIn('named');
  expect(sent).toEqual([{ type: 'attention-lab:answer', targetOrigin: host.origin }]);
  expect(received).toEqual([
    { from: 'named', origin: lab.origin, data: { type: 'attention-lab:answer', ...ANSWER } },
  ]);
});

test('with report= naming another origin, it is addressed there and the host hears nothing', async () => {
  const { sent, received } = await checkIn('elsewhere');
  expect(sent).toEqual([{ type: 'attention-lab:answer', targetOrigin: 'https://example.edu' }]);
  expect(received).toEqual([]);
});

test.each(['script', 'star', 'plainHttp'])(
  'with a refused report= (%s), nothing is sent',
  async (id) => {
    expect(await checkIn(id)).toEqual({ sent: [], received: [] });
  },
);
