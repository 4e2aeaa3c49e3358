// The package works outside Vitest too: a plain `node` process, no bundler.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

test('examples/chapter-example.mjs prints the chapter numbers in plain Node', () => {
  const script = fileURLToPath(new URL('../../examples/chapter-example.mjs', import.meta.url));
  const output = execFileSync(process.execPath, [script], { encoding: 'utf8' });
  expect(output).toContain('scale: true');
  expect(output).toMatch(/scores {9}0 6 0 0 9\n/);
  expect(output).toMatch(/scaled scores {2}0 3 0 0 4\.5\n/);
  expect(output).toMatch(/weights {8}0\.01 0\.18 0\.01 0\.01 0\.80\n/);
  expect(output).toMatch(/scale: false[\s\S]*weights {8}0\.00 0\.05 0\.00 0\.00 0\.95\n/);
});
