// The four steps of scaled dot-product attention for the chosen query: the
// step list, and a panel with the current step's explanation, formula (with
// the query's numbers substituted) and a picture made of the core's numbers.
import { el, formatNumber, formatWeight } from '../format.js';
import { patchChildren } from '../patch.js';
import * as math from './formula.js';

const STEP_TITLES = ['Project', 'Score', 'Scale & softmax', 'Weighted sum'];

// q with subscript "flies" etc., as text the screen reader reads in order.
function symbol(letter, subscript, { prime = false } = {}) {
  return el(
    'span',
    { className: 'symbol' },
    el('var', { text: letter }),
    prime ? el('span', { text: '′' }) : null,
    subscript ? el('sub', { text: subscript }) : null,
  );
}

function vector(values, { className = '', format = formatNumber } = {}) {
  return el(
    'span',
    { className: `vector ${className}`.trim() },
    ...values.map((value) => el('span', { className: 'entry', text: format(value) })),
  );
}

function matrix(rowsOfValues) {
  return el(
    'span',
    { className: 'matrix', style: `--columns: ${rowsOfValues[0].length}` },
    ...rowsOfValues
      .flat()
      .map((value) => el('span', { className: 'entry', text: formatNumber(value) })),
  );
}

// Attributes for a box that scrolls sideways when its formula or table is
// wider than the panel (16 words, a phone): a keyboard can reach and scroll
// it, and a screen reader hears what it holds.
function scrollsSideways(label) {
  return { tabindex: '0', role: 'group', 'aria-label': label };
}

function explanation(...sentences) {
  return el('p', { className: 'step-explanation', text: sentences.join(' ') });
}

function projectStep(model, state) {
  const i = state.queryIndex;
  const token = model.labels[i];
  const x = model.embeddings[i];
  if (!state.separateProjections) {
    return {
      text: explanation(
        'The projections are switched off, so there is nothing to learn here:',
        `the query, key and value of “${token}” are all its embedding, unchanged.`,
      ),
      math: [
        math.joined(
          '=',
          ...['q', 'k', 'v', 'x'].map((letter) => math.symbol(letter, token)),
          math.vector(x),
        ),
      ],
      picture: el(
        'div',
        { className: 'project' },
        el(
          'div',
          { className: 'project-card is-made' },
          el(
            'p',
            { className: 'card-label' },
            symbol('q', token),
            ' = ',
            symbol('k', token),
            ' = ',
            symbol('v', token),
            ' = ',
            symbol('x', token),
          ),
          vector(x, { className: 'is-result' }),
        ),
      ),
    };
  }
  const parts = [
    ['q', 'Q', 'query', model.projections.query, model.queries[i]],
    ['k', 'K', 'key', model.projections.key, model.keys[i]],
    ['v', 'V', 'value', model.projections.value, model.values[i]],
  ];
  return {
    text: explanation(
      `The embedding of “${token}” is multiplied by three learned matrices.`,
      'Out come a query (what this token is looking for), a key (what it can be found by) and a value (what it hands on when it is found).',
    ),
    math: parts.map(([letter, matrixName, , , result]) => {
      const w = () => math.symbol('W', math.mi(matrixName));
      return math.joined(
        '=',
        math.symbol(letter, token),
        math.row(math.symbol('x', token), w()),
        math.row(math.vector(x), w()),
        math.vector(result),
      );
    }),
    picture: el(
      'div',
      { className: 'project' },
      el('p', { className: 'project-input' }, symbol('x', token), ' = ', vector(x)),
      el(
        'div',
        { className: 'project-cards' },
        ...parts.map(([letter, matrixName, role, weights, result], index) =>
          el(
            'div',
            { className: 'project-card', style: `--order: ${index}` },
            el('p', { className: 'card-label' }, '× ', symbol('W', matrixName)),
            matrix(weights),
            el('p', { className: 'card-label' }, '= ', symbol(letter, token), ` (${role})`),
            vector(result, { className: 'is-result' }),
          ),
        ),
      ),
    ),
  };
}

function scoreStep(model, state, handlers) {
  const i = state.queryIndex;
  const j = state.focusedKeyIndex;
  const token = model.labels[i];
  const q = model.queries[i];
  const k = model.keys[j];
  const score = model.scores[i][j];
  // The terms are the q and k entries side by side; the total is the core's score.
  const products = q.map((qd, d) => `${formatNumber(qd)}·${formatNumber(k[d])}`).join(' + ');
  const pair = math.row(math.mtext(token), math.mo(','), math.mtext(model.labels[j]));

  const body = el('tbody');
  model.labels.forEach((keyToken, keyIndex) => {
    const isFocused = keyIndex === j;
    const button = el('button', {
      type: 'button',
      className: 'key-button',
      text: keyToken,
      'aria-pressed': String(isFocused),
      dataset: { focusKey: String(keyIndex) },
    });
    button.addEventListener('click', () => handlers.onFocusKey(keyIndex));
    body.append(
      el(
        'tr',
        { className: isFocused ? 'is-focused' : '' },
        el('th', { scope: 'row' }, button),
        el('td', {}, vector(model.keys[keyIndex])),
        el('td', { className: 'score', text: formatNumber(model.scores[i][keyIndex]) }),
      ),
    );
    if (isFocused) {
      body.append(
        el(
          'tr',
          { className: 'spelled-out-row' },
          el(
            'td',
            { colspan: '3' },
            el('p', { className: 'spelled-out', text: `${products} = ${formatNumber(score)}` }),
          ),
        ),
      );
    }
  });

  return {
    text: explanation(
      `The query of “${token}” is compared with every key by a dot product: multiply matching entries, then add.`,
      'Vectors that point the same way score high. Pick a key to see its sum written out.',
    ),
    math: [
      math.joined(
        '=',
        math.symbol('s', pair),
        math.joined('·', math.symbol('q', token), math.symbol('k', model.labels[j])),
        math.joined('+', ...q.map((qd, d) => math.joined('·', math.mn(qd), math.mn(k[d])))),
        math.mn(score),
      ),
      math.joined('=', math.symbol('s', token), math.vector(model.scores[i])),
    ],
    picture: el(
      'div',
      { className: 'score' },
      el('p', { className: 'project-input' }, symbol('q', token), ' = ', vector(q)),
      el(
        'table',
        {
          className: 'step-table score-table',
          'aria-label': `Scores of ${token} against every key`,
        },
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col', text: 'Key' }),
            el('th', { scope: 'col' }, symbol('k', 'j')),
            el('th', { scope: 'col' }, symbol('q', token), ' · ', symbol('k', 'j')),
          ),
        ),
        body,
      ),
    ),
  };
}

function softmaxStep(model, state) {
  const i = state.queryIndex;
  const j = state.focusedKeyIndex;
  const token = model.labels[i];
  const weights = model.weights[i];
  const scaled = model.scaledScores[i];
  const columnClass = (index) => (index === j ? 'is-focused' : undefined);
  const numberRow = (label, values, format, className) =>
    el(
      'tr',
      { className },
      el('th', { scope: 'row', text: label }),
      ...values.map((value, index) =>
        el('td', { className: columnClass(index), text: format(value) }),
      ),
    );

  // Bars start at the scaled scores (relative to the largest) and then grow
  // or shrink to the weights, which are fractions of the full bar height.
  const largestScaled = Math.max(...scaled, Number.EPSILON);
  const bars = weights.map((weight, index) => {
    const bar = el('span', { className: 'bar' });
    bar.dataset.from = String(Math.max(scaled[index], 0) / largestScaled);
    bar.dataset.to = String(weight);
    return bar;
  });

  const scaleRow = state.scale ? [numberRow(`÷ √${model.keyDimension}`, scaled, formatNumber)] : [];
  const softmaxOf = (argument) =>
    math.row(math.mi('softmax'), math.mo('('), argument, math.mo(')'));
  const scaledSymbol = state.scale
    ? math.frac(math.symbol('s', token), math.sqrt(math.symbol('d', math.mi('k'))))
    : math.symbol('s', token);
  const scaledNumbers = state.scale
    ? math.frac(math.vector(model.scores[i]), math.sqrt(math.mn(model.keyDimension)))
    : math.vector(model.scores[i]);

  return {
    text: explanation(
      state.scale
        ? `The scores are divided by √dₖ = √${model.keyDimension}, which keeps them from growing with the vector length; then softmax turns them into positive weights that add up to 1.`
        : 'Scaling is switched off, so softmax sees the raw scores: the largest one wins by a wider margin and the weights get spikier.',
    ),
    // The result gets its own line, so the formula fits a phone.
    math: [
      math.joined('=', math.symbol('w', token), softmaxOf(scaledSymbol), softmaxOf(scaledNumbers)),
      math.row(math.mo('='), math.vector(weights, formatWeight)),
    ],
    picture: el(
      'div',
      { className: 'softmax', ...scrollsSideways('Softmax table') },
      el(
        'table',
        {
          className: 'step-table softmax-table',
          'aria-label': `Softmax for ${token}`,
          // Past a handful of keys the columns keep a readable width and the table scrolls.
          style:
            model.labels.length > 6 ? `min-width: ${5.5 + model.labels.length * 3.6}em` : undefined,
        },
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('td'),
            ...model.labels.map((keyToken, index) =>
              el('th', {
                scope: 'col',
                className: columnClass(index),
                text: keyToken,
                dir: 'auto',
              }),
            ),
          ),
        ),
        el(
          'tbody',
          {},
          numberRow('Score', model.scores[i], formatNumber),
          ...scaleRow,
          el(
            'tr',
            { className: 'bar-row', 'aria-hidden': 'true' },
            el('td'),
            ...bars.map((bar, index) =>
              el(
                'td',
                { className: columnClass(index) },
                el('span', { className: 'bar-track' }, bar),
              ),
            ),
          ),
          numberRow('Weight', weights, formatWeight, 'weight-row'),
        ),
      ),
      el(
        'p',
        { className: 'sum-line' },
        'Weights add up to ',
        el('strong', { text: formatWeight(model.rowSums[i]) }),
      ),
    ),
  };
}

function sumStep(model, state) {
  const i = state.queryIndex;
  const j = state.focusedKeyIndex;
  const token = model.labels[i];
  const weights = model.weights[i];
  const output = model.outputs[i];
  const terms = model.labels.map((keyToken, index) =>
    math.row(math.mn(formatWeight(weights[index])), math.symbol('v', keyToken)),
  );

  return {
    text: explanation(
      `The new embedding of “${token}” is a blend of every value vector, each counted in proportion to its weight.`,
      'Keys with a large weight shape the result; the rest barely register.',
    ),
    math: [
      math.joined(
        '=',
        math.symbol('x', token, { prime: true }),
        math.row(
          math.under(math.mo('∑'), math.mi('j')),
          math.symbol('w', math.row(math.mtext(token), math.mo(','), math.mi('j'))),
          math.symbol('v', math.mi('j')),
        ),
      ),
      math.row(math.mo('='), math.joined('+', ...terms)),
      math.row(math.mo('='), math.vector(output)),
    ],
    picture: el(
      'div',
      { className: 'weighted-sum', ...scrollsSideways('Weighted-sum table') },
      el(
        'table',
        { className: 'step-table sum-table', 'aria-label': `Weighted sum for ${token}` },
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col', text: 'Key' }),
            el('th', { scope: 'col', text: 'Weight' }),
            el('th', { scope: 'col', className: 'value-column' }, symbol('v', 'j')),
            el('th', { scope: 'col' }, 'weight × ', symbol('v', 'j')),
          ),
        ),
        el(
          'tbody',
          {},
          ...model.labels.map((keyToken, index) =>
            el(
              'tr',
              { className: index === j ? 'is-focused' : '', style: `--weight: ${weights[index]}` },
              el('th', { scope: 'row', text: keyToken }),
              el('td', { className: 'weight', text: formatWeight(weights[index]) }),
              el('td', { className: 'value-column' }, vector(model.values[index])),
              el('td', {}, vector(model.weightedValues[index], { className: 'is-weighted' })),
            ),
          ),
        ),
        el(
          'tfoot',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, symbol('x', token, { prime: true })),
            el('td', { className: 'weight', text: formatWeight(model.rowSums[i]) }),
            el('td', { className: 'sum-sign value-column', text: 'sum →' }),
            el('td', {}, vector(output, { className: 'is-result' })),
          ),
        ),
      ),
    ),
  };
}

const STEP_BUILDERS = [projectStep, scoreStep, softmaxStep, sumStep];

/** A one-line summary of the current step, for the live region. */
export function describeStep(model, state) {
  const token = model.labels[state.queryIndex];
  const weights = model.weights[state.queryIndex];
  const strongest = weights.indexOf(Math.max(...weights));
  const details = [
    `“${token}” gets its query, key and value vectors.`,
    `“${token}” is scored against every key; against “${model.labels[state.focusedKeyIndex]}” the score is ${formatNumber(model.scores[state.queryIndex][state.focusedKeyIndex])}.`,
    `The largest weight of “${token}”, ${formatWeight(weights[strongest])}, goes to “${model.labels[strongest]}”.`,
    `The new embedding of “${token}” is the weighted sum of the value vectors.`,
  ];
  return `Step ${state.step + 1} of ${STEP_TITLES.length}: ${STEP_TITLES[state.step]}. ${details[state.step]}`;
}

/**
 * @param {HTMLOListElement} list  the <ol aria-label="Steps">
 * @param {HTMLElement} panel
 * @param {{ onGoToStep: (step: number) => void, onFocusKey: (index: number) => void }} handlers
 */
export function createStepsView(list, panel, handlers) {
  const items = STEP_TITLES.map((title, index) => {
    const button = el(
      'button',
      { type: 'button', className: 'step-link' },
      el('span', { className: 'step-number', text: String(index + 1) }),
      el('span', { className: 'step-title', text: title }),
    );
    button.addEventListener('click', () => handlers.onGoToStep(index));
    const item = el('li', {}, button);
    list.append(item);
    return item;
  });

  // One page per step, built the first time its step is shown and then kept.
  // The pages not shown skip style, layout and paint (content-visibility:
  // hidden) yet keep their layout, so stepping back and forth costs the
  // browser a repaint instead of laying a new page out. A page shown with
  // other numbers than its own is patched, which costs less than a new one.
  /** @type {{ element: HTMLElement, shows: object | null }[]} */
  const pages = [];
  let currentStep = null;

  function pageFor(step) {
    if (!pages[step]) {
      const element = el('div', { className: 'step-page', inert: true });
      panel.append(element);
      pages[step] = { element, shows: null };
    }
    return pages[step];
  }

  return {
    /** @param {{ animate: boolean }} options  animate a new step's entry */
    update(model, state, { animate }) {
      items.forEach((item, index) => {
        if (index === state.step) item.setAttribute('aria-current', 'step');
        else item.removeAttribute('aria-current');
        item.classList.toggle('is-done', index < state.step);
      });

      const page = pageFor(state.step);
      const isNewStep = currentStep !== state.step;
      if (isNewStep) {
        if (currentStep !== null) setShown(pages[currentStep].element, false);
        setShown(page.element, true);
        currentStep = state.step;
      }

      const isStale = bringUpToDate(page, model, state);

      if (animate) {
        // A kept page that entered before has run its entry animations
        // already: start them over.
        if (page.element.classList.contains('is-entering')) replayEntry(page.element);
        else page.element.classList.add('is-entering');
      } else {
        page.element.classList.remove('is-entering');
      }
      if (isStale || isNewStep) playBars(page.element.querySelectorAll('.bar'), animate);
    },

    /**
     * Brings one page of another step up to date and lays it out while it is
     * hidden, so that showing it later costs only its paint. For idle time:
     * returns false once there is nothing left to do.
     */
    prepareAnotherStep(model, state) {
      for (let step = 0; step < STEP_TITLES.length; step++) {
        if (step === currentStep) continue;
        const page = pageFor(step);
        if (bringUpToDate(page, model, { ...state, step })) {
          // A layout query inside a content-visibility: hidden subtree lays
          // it out, and Chromium keeps that layout for when it is shown.
          page.element.firstElementChild.getBoundingClientRect();
          return true;
        }
      }
      return false;
    },
  };

  // Patches a page unless it already shows these numbers; true if it did.
  function bringUpToDate(page, model, state) {
    // The first step does not show the focused key.
    const shows = {
      model,
      queryIndex: state.queryIndex,
      focusedKeyIndex: state.step === 0 ? null : state.focusedKeyIndex,
    };
    const isStale =
      page.shows === null || Object.keys(shows).some((name) => page.shows[name] !== shows[name]);
    if (isStale) {
      page.shows = shows;
      fillPage(page.element, model, state);
    }
    return isStale;
  }

  function fillPage(element, model, state) {
    // Replaced nodes drop focus; remember which key button had it.
    const focusedKey = element.contains(document.activeElement)
      ? document.activeElement.dataset.focusKey
      : undefined;

    const step = STEP_BUILDERS[state.step](model, state, handlers);
    const formula = el('div', { className: 'formula', ...scrollsSideways('Formula') });
    math.renderFormula(formula, step.math);
    // New numbers are patched into the page's nodes, which costs the browser a
    // fraction of laying out fresh ones.
    patchChildren(element, [
      el(
        'header',
        { className: 'panel-header' },
        el('p', {
          className: 'eyebrow',
          text: `Step ${state.step + 1} of ${STEP_TITLES.length}`,
        }),
        el('h3', { text: STEP_TITLES[state.step] }),
      ),
      step.text,
      formula,
      step.picture,
    ]);

    if (focusedKey !== undefined && !element.contains(document.activeElement)) {
      element.querySelector(`[data-focus-key="${focusedKey}"]`)?.focus();
    }
  }
}

// Only the shown page is rendered, focusable and in the accessibility tree.
function setShown(element, shown) {
  element.classList.toggle('is-current', shown);
  element.inert = !shown;
}

// CSS animations run when their element first renders; a kept page needs them
// restarted by hand (the bars' transitions are left to playBars).
function replayEntry(element) {
  for (const animation of element.getAnimations({ subtree: true })) {
    if (animation instanceof CSSAnimation) {
      animation.currentTime = 0;
      animation.play();
    }
  }
}

// Bars jump to their starting heights, then transition to the weights
// (CSS turns the transition off under prefers-reduced-motion).
function playBars(bars, animate) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const setHeights = (key) =>
    bars.forEach((bar) => bar.style.setProperty('--fraction', bar.dataset[key]));
  if (!animate || reduceMotion) {
    setHeights('to');
    return;
  }
  setHeights('from');
  // Two frames: the first paints the scores, the second starts the transition.
  requestAnimationFrame(() => requestAnimationFrame(() => setHeights('to')));
}
