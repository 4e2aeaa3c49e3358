// report=ORIGIN: a course page on another origin hears practice answers only
// when the lab's address names it, and only it; nothing without report=,
// with report=* or a javascript: address, or an http: origin other than
// localhost. The lab itself runs in the host's frames: each frame checks
// one prediction and one score in practice mode, as a learner would.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { predictWord, readyFrame } from './lab-page.js';
import { openFramingHost } from './support/framing-host.js';

const LAB_PATH = '/course/ch3/attention/';
const PRACTICE = '?practice=1&token=flies&key=arrow&step=score';

// Records, in the host, every message from any frame; addFrame opens the lab
// with a report= made from the host's own origin (known once it is served).
const HOST_PAGE = (labUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Chapter 3</title><link rel="icon" href="data:,"></head><body><script>
window.received = [];
addEventListener('message', (event) => {
  const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  window.received.push({ from: from?.id, origin: event.origin, data: event.data });
});
const report = (origin) => '&report=' + encodeURIComponent(origin);
const reports = {
  none: '',
  named: report(location.origin),
  elsewhere: report('https://example.edu'),
  script: report('javascript:alert(1)'),
  star: '&report=*',
  plainHttp: report(location.origin.replace('127.0.0.1', 'example.edu')),
};
window.addFrame = (id) => {
  const frame = document.createElement('iframe');
  Object.assign(frame, { id, title: 'Attention Lab', src: '${labUrl}${PRACTICE}' + reports[id] });
  document.body.append(frame);
};
</script></body></html>`;

const ANSWER = { type: 'attention-lab:answer', correct: true, mistake: null, attempt: 1 };

let framing;
let lab;
let host;
let page;

beforeAll(async () => {
  framing = await openFramingHost(LAB_PATH, HOST_PAGE);
  ({ page, lab, host } = framing);
});

afterAll(() => framing?.close());

// Opens the lab in frame `id`, predicts arrow for flies, types some answers
// that are not numbers and then the right score (9) there, then posts
// a probe to '*' that arrives after anything the check sent; returns what
// the frame sent and what the host received from it before the probe.
async function checkIn(id) {
  await page.evaluate((frameId) => window.addFrame(frameId), id);
  const frame = await readyFrame(page, id);
  await predictWord(frame, 'arrow');
  const box = frame.getByRole('textbox', { name: /score q·k/ });
  // Answers that are not numbers are said so in the frame and sent nowhere:
  // the right answer after them is still the first attempt.
  for (const text of ['', 'abc', '9%', '4,5', '1e400']) {
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => frame.locator('#practice-result').textContent()).toMatch(/^\?/);
  }
  await box.fill('9');
  await box.press('Enter');
  await expect.poll(() => frame.locator('#practice-result').textContent()).toContain('Right');
  await frame.evaluate(() => window.parent.postMessage({ type: 'probe' }, '*'));
  const fromFrame = (frameId) =>
    window.received.filter((m) => m.from === frameId && m.data?.type !== 'attention-lab:height');
  await expect
    .poll(() => page.evaluate(fromFrame, id))
    .toContainEqual({ from: id, origin: lab.origin, data: { type: 'probe' } });
  const received = (await page.evaluate(fromFrame, id)).filter((m) => m.data.type !== 'probe');
  const sent = await frame.evaluate(() =>
    window.sentToParent.filter((m) => m.type === 'attention-lab:answer'),
  );
  // The frames share the lab's origin: the next one starts with nothing done.
  await frame.evaluate(() => localStorage.clear());
  return { sent, received };
}

test('the host and the lab are two origins', () => {
  expect(host.origin).not.toBe(lab.origin);
});

test('without report=, a checked answer is sent nowhere', async () => {
  expect(await checkIn('none')).toEqual({ sent: [], received: [] });
});

test('with report= naming the host, the answers go to that origin only', async () => {
  const { sent, received } = await checkIn('named');
  const toHost = { type: 'attention-lab:answer', targetOrigin: host.origin };
  expect(sent).toEqual([toHost, toHost]);
  expect(received).toEqual(
    ['predict', 'score'].map((exercise) => ({
      from: 'named',
      origin: lab.origin,
      data: { ...ANSWER, exercise },
    })),
  );
});

test('with report= naming another origin, they are addressed there and the host hears nothing', async () => {
  const { sent, received } = await checkIn('elsewhere');
  const elsewhere = { type: 'attention-lab:answer', targetOrigin: 'https://example.edu' };
  expect(sent).toEqual([elsewhere, elsewhere]);
  expect(received).toEqual([]);
});

test.each(['script', 'star', 'plainHttp'])(
  'with a refused report= (%s), nothing is sent',
  async (id) => {
    expect(await checkIn(id)).toEqual({ sent: [], received: [] });
  },
);
