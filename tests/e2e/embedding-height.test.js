// What a framing page learns from the lab: the height message goes out only in
// embed mode, and only to the parent's own origin. The host page is served
// from a second origin, as a course platform would be.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readyFrame } from './lab-page.js';
import { openFramingHost } from './support/framing-host.js';

const LAB_PATH = '/course/ch3/attention/';

// Records, in the host, every message from either frame.
const HOST_PAGE = (labUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Chapter 3</title><link rel="icon" href="data:,"><script>
window.received = [];
addEventListener('message', (event) => {
  const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  window.received.push({ from: from?.id, origin: event.origin, type: event.data?.type });
});
</script></head><body>
<iframe id="plain" title="lab" src="${labUrl}?token=flies" sandbox="allow-scripts allow-same-origin"></iframe>
<iframe id="embedded" title="lab" src="${labUrl}?token=flies&amp;embed=1" sandbox="allow-scripts allow-same-origin"></iframe>
</body></html>`;

let framing;
let lab;
let host;
let page;

beforeAll(async () => {
  framing = await openFramingHost(LAB_PATH, HOST_PAGE);
  ({ page, lab, host } = framing);
});

afterAll(() => framing?.close());

test('framed without embed=1, the lab sends its host nothing', async () => {
  const frame = await readyFrame(page, 'plain');
  expect(await frame.evaluate(() => window.sentToParent)).toEqual([]);
  // A probe sent now arrives after anything the lab had already posted.
  await frame.evaluate(() => window.parent.postMessage({ type: 'probe' }, '*'));
  await expect
    .poll(() => page.evaluate(() => window.received.filter((m) => m.from === 'plain')))
    .toEqual([{ from: 'plain', origin: lab.origin, type: 'probe' }]);
});

test('framed with embed=1, height messages go to the parent’s origin only', async () => {
  const frame = await readyFrame(page, 'embedded');
  const sent = await frame.evaluate(() => window.sentToParent);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent).toEqual(
    sent.map(() => ({ type: 'attention-lab:height', targetOrigin: host.origin })),
  );
  expect(host.origin).not.toBe(lab.origin);
  await expect
    .poll(() => page.evaluate(() => window.received.filter((m) => m.from === 'embedded').length))
    .toBeGreaterThan(0);
});
