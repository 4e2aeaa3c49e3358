// The embed helpers that need no browser: where the height message is
// addressed, the snippet course authors paste and the host page's script.
import { describe, expect, test } from 'vitest';
import { HEIGHT_MESSAGE_TYPE, parentOrigin } from '../../web/src/embed/embed.js';
import { embedSnippet, hostListenerScript } from '../../web/src/embed/snippet.js';
import { PART_NAMES, PARTS, shownParts } from '../../web/src/embed/parts.js';

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
  expect(snippet).toContain('sandbox="allow-scripts allow-same-origin allow-downloads"');
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

test('the snippet has no border and a height by what it shows, the trimmed ones shorter', () => {
  const height = (options) =>
    Number(/\sheight="(\d+)"/.exec(embedSnippet('https://example.edu/lab/', options))[1]);
  expect(embedSnippet('https://example.edu/lab/')).toContain(' frameborder="0"');
  // The heights that fit each view are checked in a browser (e2e/share.test.js).
  for (const view of ['all', 'steps', 'matrix']) {
    expect(height({ view, controls: false }), view).toBeLessThan(height({ view, controls: true }));
  }
  expect(height({ view: 'steps' })).toBeLessThan(height({ view: 'all' }));
});

describe('the host page’s script', () => {
  // Runs the lines as a host page would, with a window that has two frames.
  function hostPage(pageUrl) {
    const frames = [0, 1].map(() => ({ contentWindow: {}, style: {} }));
    let listener;
    const code = hostListenerScript(pageUrl).replace(/^<script>\n|\n<\/script>$/g, '');
    new Function('addEventListener', 'document', code)(
      (type, handler) => {
        if (type === 'message') listener = handler;
      },
      { querySelectorAll: (selector) => (selector === 'iframe.attention-lab' ? frames : []) },
    );
    return { frames, send: (event) => listener(event) };
  }

  test('sizes the frame that sent the height, from the lab’s origin only', () => {
    const { frames, send } = hostPage('https://lab.example.org/attention/?token=flies');
    const height = (value, source = frames[1].contentWindow) => ({
      origin: 'https://lab.example.org',
      source,
      data: { type: HEIGHT_MESSAGE_TYPE, height: value },
    });
    send(height(1234));
    expect(frames.map((frame) => frame.style.height)).toEqual([undefined, '1234px']);
    send({ ...height(99), origin: 'https://evil.example' });
    send({ ...height(98), data: { type: 'other', height: 98 } });
    expect(frames[1].style.height).toBe('1234px');
    send(height(700, frames[0].contentWindow));
    expect(frames[0].style.height).toBe('700px');
  });

  test('is a script element', () => {
    expect(hostListenerScript('https://lab.example.org/')).toMatch(
      /^<script>\n[\s\S]+\n<\/script>$/,
    );
  });
});

describe('the parts a page shows (show=, and view= and controls= as shorthands)', () => {
  const shown = (page) => [...shownParts({ show: null, view: 'all', controls: true, ...page })];
  const EVERY_PART = PART_NAMES.filter((name) => name !== 'switches');

  test('without show=, every part; switches stands for the three switches', () => {
    expect(shown({})).toEqual(EVERY_PART);
    expect(shown({ show: ['switches', 'matrix'] })).toEqual([
      'scale',
      'projections',
      'causal',
      'matrix',
    ]);
  });

  test('view= and controls= leave out what they always did, also from a show= list', () => {
    expect(shown({ view: 'matrix' })).toEqual(EVERY_PART.filter((name) => name !== 'steps'));
    expect(shown({ view: 'steps', controls: false })).toEqual(
      EVERY_PART.filter((name) => !['matrix', 'sentence', 'editor', 'shapes'].includes(name)),
    );
    expect(shown({ show: ['steps', 'matrix', 'editor'], view: 'steps', controls: false })).toEqual([
      'steps',
    ]);
  });

  test('every part but switches has elements of its own; the table’s names are unique', () => {
    expect(new Set(PART_NAMES).size).toBe(PART_NAMES.length);
    for (const part of PARTS) expect(Boolean(part.selector) !== Boolean(part.parts)).toBe(true);
  });
});
