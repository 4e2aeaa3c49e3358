// axe-core audits in the end-to-end tests, run inside the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nextPaint } from '../lab-page.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * An axe-core audit of the page (the lab's pages have no frames), built like
 * @axe-core/playwright's AxeBuilder: `axe(page).include(selector)
 * .disableRules([...]).analyze()`. axe-core runs in the page itself, loaded
 * once per document; AxeBuilder instead loads it into every frame for every
 * audit and finishes each run in a new blank page, which took 2 s an audit
 * here instead of 0.8. Only the violations come back in full; passes are
 * listed by rule.
 * @param {import('playwright-core').Page} page
 */
export function axe(page) {
  const include = [];
  let disabled = [];
  const builder = {
    include(selector) {
      include.push(selector);
      return builder;
    },
    disableRules(rules) {
      disabled = rules;
      return builder;
    },
    async analyze() {
      // What the reader can meet: the page as painted after the last input,
      // with what observers set during that frame (a formula's Tab stop).
      await nextPaint(page);
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      return page.evaluate(
        async ({ include, disabled }) => {
          const context = include.length
            ? { include: include.map((selector) => [selector]) }
            : document;
          const rules = Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }]));
          const results = await window.axe.run(context, { rules, resultTypes: ['violations'] });
          return {
            violations: results.violations,
            passes: results.passes.map(({ id }) => ({ id })),
          };
        },
        { include, disabled },
      );
    },
  };
  return builder;
}

/** axe-core violations as "rule: targets" lines, readable in a failed test. */
export function describeViolations(violations) {
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
