// axe-core audits of the built page: every step, both colour schemes, and
// the states the switches and embed mode produce.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { openLab, serveLabForThisFile } from './lab-page.js';

const served = serveLabForThisFile();

const describeViolations = (violations) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );

async function audit(query, colorScheme, { disableRules = [], viewport } = {}) {
  const lab = await openLab(served.browser, `${served.server.url}${query}`, {
    colorScheme,
    reducedMotion: 'reduce',
    ...(viewport ? { viewport } : {}),
  });
  const results = await new AxeBuilder({ page: lab.page }).disableRules(disableRules).analyze();
  await lab.close();
  return results;
}

describe('axe-core finds no violations', () => {
  // Sixteen words make long formulas and tables, which scroll sideways: a
  // keyboard must be able to reach and scroll them too.
  const sentence = encodeURIComponent(
    'the quick brown fox jumps over the lazy dog and then time flies like an arrow',
  );
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 375, height: 812 }],
  ]) {
    test(`every step with 16 words, ${device}`, async () => {
      for (const step of ['project', 'score', 'softmax', 'sum']) {
        const results = await audit(`?sentence=${sentence}&step=${step}`, 'light', { viewport });
        expect(describeViolations(results.violations), step).toEqual([]);
      }
    });
  }

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
