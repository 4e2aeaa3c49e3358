// axe-core audits of the built page: every step, both colour schemes, and
// the states the switches and embed mode produce.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { serveDist } from './support/server.js';
import { openLab } from './lab-page.js';

let server;
let browser;

beforeAll(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const describeViolations = (violations) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );

async function audit(query, colorScheme, { disableRules = [] } = {}) {
  const lab = await openLab(browser, `${server.url}${query}`, {
    colorScheme,
    reducedMotion: 'reduce',
  });
  const results = await new AxeBuilder({ page: lab.page }).disableRules(disableRules).analyze();
  await lab.close();
  return results;
}

describe('axe-core finds no violations', () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const step of ['project', 'score', 'softmax', 'sum']) {
      test(`${step} step, ${colorScheme}`, async () => {
        const results = await audit(`?token=flies&key=arrow&step=${step}`, colorScheme);
        expect(describeViolations(results.violations)).toEqual([]);
        expect(results.passes.length).toBeGreaterThan(10);
      });
    }
    test(`shared projections without scaling, embedded, ${colorScheme}`, async () => {
      // Embedded, the lab is a figure inside the host's page, which owns the <h1>.
      const results = await audit(
        '?token=an&step=softmax&scale=0&qkv=shared&embed=1',
        colorScheme,
        {
          disableRules: ['page-has-heading-one'],
        },
      );
      expect(describeViolations(results.violations)).toEqual([]);
    });
  }
});
