// A link is the lab's state: a deep link opens on its token, step and
// switches; the lab rewrites its address as the state changes; and what a
// link gets wrong falls back to the defaults, quietly.
import { describe, expect, test } from 'vitest';
import {
  currentStepIndex,
  openLab,
  serveLabForThisFile,
  settledUrl,
  softmaxWeights,
} from './lab-page.js';

const served = serveLabForThisFile();
const { open } = served;

describe('URL state', () => {
  test('a deep link opens on its token, step and switches', async () => {
    const lab = await openLab(
      served.browser,
      `${served.server.url}?token=arrow&key=like&step=sum&scale=0&qkv=shared`,
    );
    const { page } = lab;
    expect(await page.getByRole('radio', { name: 'arrow' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(3);
    expect(
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked(),
    ).toBe(false);
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(false);
    expect(await page.locator('.sum-table tr.is-focused th').textContent()).toBe('like');
    await lab.close();
  });

  test('changing state rewrites the query string without adding history entries', async () => {
    const lab = await openLab(served.browser, served.server.url);
    const { page } = lab;
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('radio', { name: 'flies' }).check();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('switch', { name: 'Scale by the square root of d k' }).click();

    const params = new URL(await settledUrl(page)).searchParams;
    expect(params.get('token')).toBe('flies');
    expect(params.get('step')).toBe('softmax');
    expect(params.get('scale')).toBe('0');
    expect(params.get('qkv')).toBe('separate');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Reloading the rewritten URL restores the same view.
    await page.reload();
    await page.waitForSelector('body.is-ready');
    expect((await softmaxWeights(page))[4]).toBe('0.95');
    await lab.close();
  });

  test('unknown or malformed parameters fall back to the defaults', async () => {
    const lab = await openLab(
      served.browser,
      `${served.server.url}?token=zebra&step=9&scale=maybe&qkv=&foo=bar`,
    );
    const { page } = lab;
    // The opening: "flies", step 1.
    expect(await page.getByRole('radio', { name: 'flies' }).isChecked()).toBe(true);
    expect(await currentStepIndex(page)).toBe(0);
    expect(
      await page.getByRole('switch', { name: 'Scale by the square root of d k' }).isChecked(),
    ).toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Separate Q, K, V projections' }).isChecked(),
    ).toBe(true);
    expect(new URL(await settledUrl(page)).searchParams.get('foo')).toBeNull();
    await lab.close();
  });

  test('malformed sentence and edits in a link fall back quietly', async () => {
    const lab = await open('?sentence=%3F%3F%3F&edits=wq.9.9:1,wq.1.1:abc,x.0.0:1e9,wk.0.1:1');
    const { page } = lab;
    expect(await page.locator('.token-text').allTextContents()).toHaveLength(5);
    expect(new URL(await settledUrl(page)).searchParams.get('edits')).toBe('wk.0.1:1');
    await lab.close();
  });
});
