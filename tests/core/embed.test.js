// The embed helpers that need no browser: where the height message is
// addressed, and the snippet course authors paste.
import { expect, test } from 'vitest';
import { embedSnippet, parentOrigin } from '../../web/src/embed.js';

test.each([
  [['https://course.example.edu'], 'https://course.example.edu'],
  [['http://127.0.0.1:8080', 'https://outer.example'], 'http://127.0.0.1:8080'],
  [['null'], '*'], // an opaque (sandboxed) parent has no origin to name
  [['file://'], '*'],
  [[], '*'],
  [undefined, '*'], // browsers without location.ancestorOrigins (Firefox)
])('ancestor origins %j → target origin %s', (ancestorOrigins, target) => {
  expect(parentOrigin({ ancestorOrigins })).toBe(target);
});

test('the snippet has no style attribute (a host’s style-src ’self’ would block it)', () => {
  const snippet = embedSnippet('https://example.edu/lab/?token=flies&step=score#top');
  expect(snippet).not.toMatch(/\sstyle=/);
  expect(snippet).toContain('class="attention-lab"');
  expect(snippet).toContain(
    'src="https://example.edu/lab/?token=flies&amp;step=score&amp;embed=1"',
  );
  expect(snippet).toContain('sandbox="allow-scripts allow-same-origin"');
});

test('the snippet carries the trimming options that differ from the default, and never back=', () => {
  const src = (options, page = 'https://example.edu/lab/?token=flies&view=matrix&controls=0') =>
    /src="([^"]+)"/.exec(embedSnippet(page, options))[1];
  expect(src({ view: 'steps', controls: false })).toBe(
    'https://example.edu/lab/?token=flies&amp;view=steps&amp;controls=0&amp;embed=1',
  );
  // The defaults leave the parameters out, even when the lab's own link had them.
  expect(src({ view: 'all', controls: true })).toBe(
    'https://example.edu/lab/?token=flies&amp;embed=1',
  );
  expect(src({}, 'https://example.edu/lab/?back=https%3A%2F%2Fexample.edu%2Fch3')).toBe(
    'https://example.edu/lab/?embed=1',
  );
});
