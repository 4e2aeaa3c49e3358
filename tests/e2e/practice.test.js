// "Try it yourself" (practice=1): the query's weights are withheld until the
// learner predicts where it looks; the prediction is answered with a
// sentence from the core's numbers; what is done is kept in local storage
// and "Start over" clears it.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadAttention } from '../../web/lib/attention.js';
import { serveDist } from './support/server.js';
import {
  currentStepIndex,
  openEditor,
  predictWord,
  readyFrame,
  serveLabForThisFile,
  settledScroll,
  settledUrl,
  showScalingPanel,
  softmaxWeights,
  tabUntil,
} from './lab-page.js';
import { axe, describeViolations } from './support/axe.js';

const served = serveLabForThisFile();

/**
 * Opens the lab at `query` with nothing done: the pooled pages share one
 * origin's local storage, which is emptied before and after.
 */
async function open(query, options) {
  const lab = await served.open('', options);
  const clear = () => lab.page.evaluate(() => localStorage.clear());
  await clear();
  await lab.goTo(`${served.server.url}${query}`);
  return { ...lab, close: async () => (await clear(), lab.close()) };
}

// flies puts 0.80 on arrow in the chapter's example (tests/core's reference).
const FLIES_ARROW = '0.80';

/** What the page shows and names: its visible text and every visible accessible name. */
function shownText(page) {
  return page.evaluate(() => {
    const visible = (element) => element.checkVisibility({ visibilityProperty: true });
    const names = [...document.querySelectorAll('[aria-label], [aria-valuetext]')]
      .filter(visible)
      .map((element) => `${element.ariaLabel ?? ''} ${element.ariaValueText ?? ''}`);
    return [document.body.innerText, ...names].join('\n');
  });
}

const question = (page) => page.getByRole('radiogroup', { name: /Which word will/ });

const nextStep = (page) => page.getByRole('button', { name: 'Next step' }).click();

const verdict = (page) => page.locator('.practice-verdict');

describe('the prediction', () => {
  test('withholds the query’s weights everywhere until it is made', async () => {
    const lab = await open('?practice=1&step=softmax');
    const { page } = lab;
    await question(page).waitFor();
    expect(await page.getByRole('switch', { name: 'Try it yourself' }).isChecked()).toBe(true);
    // No matrix (and no row of it), no bars, no weight on screen or in a name.
    await expect(page.getByRole('table', { name: 'Attention weights' }).count()).resolves.toBe(0);
    expect(await page.locator('.step-page.is-current .softmax-table').count()).toBe(0);
    expect(await page.locator('#matrix-withheld').isVisible()).toBe(true);
    expect(await shownText(page)).not.toContain(FLIES_ARROW);
    // Step 4 and the live region say the same.
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => page.locator('#announcer').textContent()).toMatch(/^Step 4 of 4/);
    expect(await page.locator('#announcer').textContent()).toContain('Hidden for now');
    expect(await page.locator('.step-page.is-current .sum-table').count()).toBe(0);
    expect(await shownText(page)).not.toContain(FLIES_ARROW);

    await predictWord(page, 'arrow');
    // On to the Score step, where the boxes start; then the softmax, whose
    // stages bring the eˢ of the keys the score box does not ask for (the
    // weights wait for the weight box).
    expect(await currentStepIndex(page)).toBe(1);
    await nextStep(page);
    await expect
      .poll(() => page.locator('.step-page.is-current .exponential-row td').allTextContents())
      .toContain('20.1');
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
    await lab.close();
  });

  test('no box before the prediction: steps 2 to 4 say to predict first', async () => {
    const lab = await open('?practice=1&token=flies&step=score');
    const { page } = lab;
    await question(page).waitFor();
    const predictFirst =
      'Predict first, above, which word “flies” attends to most: this step’s box then asks about “flies” and that word.';
    for (const step of [1, 2, 3]) {
      await expect.poll(() => currentStepIndex(page)).toBe(step);
      // Not even a score of flies with itself, an easier pair than the one asked later.
      expect(await page.locator('#practice-view').getByRole('textbox').count(), step).toBe(0);
      expect(await page.locator('.practice-exercise').textContent(), step).toBe(predictFirst);
      if (step < 3) await nextStep(page);
    }
    expect(await page.locator('.practice-progress').textContent()).toContain('Score: not yet');
    await lab.close();
  });

  test('Predict moves to step 2, Score, whose box asks about the predicted key', async () => {
    for (const start of ['', '&step=sum']) {
      const lab = await open(`?practice=1&token=flies${start}`);
      const { page } = lab;
      await predictWord(page, 'arrow');
      await expect.poll(() => currentStepIndex(page), start).toBe(1);
      await expect
        .poll(() => page.locator('label[for="practice-answer"]').textContent(), start)
        .toBe('Your score q·k for “flies” and “arrow”');
      expect(await page.locator('.practice-exercise').textContent()).not.toContain(
        'The exercises start at step 2',
      );
      await lab.close();
    }
  });

  test('predicting one query shows only its row: the others stay ? until predicted', async () => {
    const lab = await open('?practice=1&token=time&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const table = page.getByRole('table', { name: 'Attention weights' });
    await table.waitFor();
    const row = (word) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: word, exact: true }) });
    const cells = (word) => row(word).getByRole('button').allTextContents();
    const names = (word) =>
      row(word)
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.ariaLabel));
    // time's row waits for its weight box, flies' row (0.80 on arrow) for
    // its prediction, and each cell's name says which.
    expect(new Set(await cells('time'))).toEqual(new Set(['?']));
    expect(await names('time')).toContain(
      'time → arrow: shown once you have found the weight of flies in step 3',
    );
    expect(new Set(await cells('flies'))).toEqual(new Set(['?']));
    expect(await names('flies')).toContain(
      'flies → arrow: hidden until you predict where flies looks',
    );
    expect(await shownText(page)).not.toContain(FLIES_ARROW);
    // The note says why, and the figure of the matrix waits.
    expect(await page.locator('#rows-withheld').isVisible()).toBe(true);
    expect(await page.locator('#rows-withheld').textContent()).toContain('4 of 5');
    expect(await page.locator('.figure-slot[data-figure="matrix"]').first().isVisible()).toBe(
      false,
    );
    // Once flies is predicted and its weight found, its row shows; time's
    // row, another query's, shows as it is.
    await lab.goTo(`${served.server.url}?practice=1&token=flies&step=softmax`);
    await predictWord(page, 'arrow');
    expect(await page.locator('#rows-withheld').textContent()).toContain('3 of 5');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await expect.poll(() => cells('flies')).toContain('0.18');
    expect(await names('flies')).toContain(`flies → arrow: ${FLIES_ARROW}`);
    expect((await cells('time')).filter((text) => /^\d\.\d\d$/.test(text))).toHaveLength(5);
    await lab.close();
  });

  test('step 2 shows q, k and the formula but not the scores until the prediction', async () => {
    const lab = await open('?practice=1&step=score');
    const { page } = lab;
    await question(page).waitFor();
    const scores = () =>
      page.locator('.step-page.is-current .score-table td.score').allTextContents();
    await expect.poll(scores).toHaveLength(5);
    expect(new Set(await scores())).toEqual(new Set(['?']));
    const formula = () => page.locator('.step-page.is-current .formula').textContent();
    expect(await formula()).toContain('?');
    // flies' scores are 0, 6, 0, 0, 9 (the chapter's example): none shows.
    expect(await page.locator('.step-page.is-current').textContent()).not.toMatch(/= ?9|\b6\b/);
    await predictWord(page, 'arrow');
    await expect.poll(scores).toContain('6');
    await lab.close();
  });

  test('the focused pair’s score shows ? until the learner’s score is checked right', async () => {
    const lab = await open('?practice=1&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const scores = () =>
      page.locator('.step-page.is-current .score-table td.score').allTextContents();
    const spelledOut = () => page.locator('.step-page.is-current .spelled-out').textContent();
    // flies → arrow is focused (its largest weight): 9 is what the box asks for.
    await expect.poll(scores).toEqual(['0', '6', '0', '0', '?']);
    expect(await spelledOut()).toMatch(/= \?$/);
    await page.getByRole('textbox', { name: /Your score/ }).fill('9');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(scores).toEqual(['0', '6', '0', '0', '9']);
    expect(await spelledOut()).toMatch(/= 9$/);
    await lab.close();
  });

  test('a right guess and a wrong one each get their sentence from the numbers', async () => {
    const lab = await open('?practice=1&token=flies');
    const { page } = lab;
    await predictWord(page, 'arrow');
    // q_flies · k_arrow is 9; no other key scores above 6.
    await expect
      .poll(() => verdict(page).textContent())
      .toMatch(/^✓\s*Right: “flies” attends most to “arrow”/);
    // Why, in words: no number a box after it asks for (9, 0.80).
    await expect.poll(() => verdict(page).textContent()).toContain('lines up best');
    expect(await verdict(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await page.getByRole('status').filter({ hasText: 'Right:' }).count()).toBe(1);

    await page.getByRole('radio', { name: 'time', exact: true }).first().check();
    await question(page).waitFor();
    // time puts most of its weight on flies, not on arrow.
    await predictWord(page, 'arrow');
    await expect
      .poll(() => verdict(page).textContent())
      .toMatch(/^✗\s*Not quite: “time” attends most to “flies”, not to “arrow”/);
    await expect
      .poll(() => page.locator('#practice-view [role=status]').textContent())
      .toContain('Not quite:');
    await lab.close();
  });

  test('Play stops at the softmax while the weights wait', async () => {
    const lab = await open('?practice=1');
    const { page } = lab;
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => currentStepIndex(page)).toBe(2);
    await expect.poll(() => page.locator('#play').textContent()).toBe('Play');
    expect(await currentStepIndex(page)).toBe(2);
    await lab.close();
  });

  test('under the causal mask a hidden key cannot be picked', async () => {
    const lab = await open('?practice=1&causal=1&token=like');
    const { page } = lab;
    expect(await question(page).getByRole('radio', { name: 'time' }).isEnabled()).toBe(true);
    expect(await question(page).getByRole('radio', { name: 'arrow' }).isDisabled()).toBe(true);
    await expect.poll(() => question(page).textContent()).toContain('arrow(masked: not possible)');
    await lab.close();
  });
});

describe('where practice opens', () => {
  const practiceSwitch = (page) => page.getByRole('switch', { name: 'Try it yourself' });
  const chip = (page, word) =>
    page.locator('.token-picker').getByRole('radio', { name: new RegExp(`^${word}`) });
  const away = (page) => page.locator('.practice-away');

  test('switched on over the chapter’s example, it moves off flies, which the chapter works out', async () => {
    const lab = await open('');
    const { page } = lab;
    expect(await chip(page, 'flies').isChecked()).toBe(true);
    await practiceSwitch(page).click();
    await question(page).waitFor();
    expect(await question(page).textContent()).toContain('Which word will “time” attend to most?');
    expect(await chip(page, 'time').isChecked()).toBe(true);
    expect(await away(page).textContent()).toBe(
      'Practice starts on “time”: the chapter works “flies” out for you, its scores and weights included. Any word will do: pick one above.',
    );
    const audit = await axe(page).include('#practice-view').analyze();
    expect(describeViolations(audit.violations)).toEqual([]);
    // The link keeps it; another word picked, the sentence goes.
    expect(new URL(await settledUrl(page)).searchParams.get('token')).toBe('time');
    await chip(page, 'like').click();
    await expect.poll(() => away(page).isVisible()).toBe(false);
    await lab.close();
  });

  test('switched on, the question comes into view, with the switch still in view', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      const lab = await open('?token=flies', { viewport: { width, height } });
      const { page } = lab;
      const toggle = page.getByRole('switch', { name: 'Try it yourself' });
      await toggle.click();
      await question(page).waitFor();
      await settledScroll(page);
      const onScreen = (locator) =>
        locator.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= innerHeight + 1;
        });
      const size = `${width} × ${height}`;
      expect(await onScreen(toggle), size).toBe(true);
      expect(await onScreen(page.locator('#practice-question')), size).toBe(true);
      // On a wide screen the whole form, its button too.
      if (width === 1280) {
        expect(await onScreen(page.getByRole('button', { name: 'Predict' })), size).toBe(true);
      }
      await lab.close();
    }
  });

  test('a query the link or the learner chose stays', async () => {
    const linked = await open('?token=flies');
    await practiceSwitch(linked.page).click();
    await expect.poll(() => question(linked.page).textContent()).toContain('“flies”');
    expect(await away(linked.page).isVisible()).toBe(false);
    await linked.close();
    const picked = await open('');
    await chip(picked.page, 'like').click();
    await chip(picked.page, 'flies').click();
    await practiceSwitch(picked.page).click();
    await expect.poll(() => question(picked.page).textContent()).toContain('“flies”');
    await picked.close();
  });
});

// The chapter's numbers and the usual wrong answers, from the core in Node:
// what the page must accept and which mistake each wrong answer is.
const core = {};
beforeAll(async () => {
  const attention = await loadAttention();
  const { tokens, query, key, value } = attention.chapterExample();
  const at = (tensor, i, j) => tensor.data[i * tensor.shape.at(-1) + j];
  const result = attention.scaledDotProductAttention(query, key, value);
  const mistakes = attention.commonMistakes(query, key, value);
  const causal = attention.commonMistakes(query, key, value, { causal: true });
  const causalResult = attention.scaledDotProductAttention(query, key, value, { causal: true });
  core.causalPair = (queryWord, keyWord) => {
    const [i, j] = [tokens.indexOf(queryWord), tokens.indexOf(keyWord)];
    return { weight: at(causalResult.weights, i, j), unmasked: at(causal.unmaskedWeights, i, j) };
  };
  core.pair = (queryWord, keyWord) => {
    const [i, j] = [tokens.indexOf(queryWord), tokens.indexOf(keyWord)];
    return {
      score: at(result.scores, i, j),
      swapped: at(mistakes.swappedScores, i, j),
      queryQuery: at(mistakes.queryQueryScores, i, j),
      keyKey: at(mistakes.keyKeyScores, i, j),
      weight: at(result.weights, i, j),
      withoutScale: at(mistakes.otherScaleWeights, i, j),
      column: at(mistakes.columnWeights, i, j),
      output: at(result.output, i, 0),
    };
  };
  // The weight the boxes ask for once the query is predicted: its largest.
  core.largestWeight = (queryWord) => {
    const i = tokens.indexOf(queryWord);
    return Math.max(...tokens.map((_, j) => at(result.weights, i, j)));
  };
  core.tokens = tokens;
});

const box = (page, name) => page.getByRole('textbox', { name });
const result = (page) => page.locator('#practice-result');
const liveRegion = (page) => page.locator('#practice-view [role=status]');

/** Types `text` into the step's box and presses Enter; resolves to the result's text. */
async function answer(page, name, text) {
  await box(page, name).fill(text);
  await box(page, name).press('Enter');
  const said = await result(page).textContent();
  // The live region says the same, without the mark.
  expect(await liveRegion(page).textContent()).toBe(said.replace(/^[✓✗?]\s*/, ''));
  return said;
}

describe('the boxes', () => {
  test('flies → arrow: the score accepts 9 and names the swap for k_flies·q_arrow', async () => {
    const numbers = core.pair('flies', 'arrow');
    expect(numbers.score).toBe(9);
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const name = /^Your score q·k for “flies” and “arrow”/;
    expect(await answer(page, name, '9')).toMatch(/^✓\s*Right: q·k for “flies” and “arrow” is 9\./);
    expect(await answer(page, name, String(numbers.swapped))).toContain(
      'query and key were swapped',
    );
    await lab.close();
  });

  test('time → flies: q·q and k·k are each named', async () => {
    // The boxes ask about the key time attends to most, flies.
    expect(core.largestWeight('time')).toBe(core.pair('time', 'flies').weight);
    const numbers = core.pair('time', 'flies');
    // Every candidate differs here, so each answer can only be its own mistake.
    const candidates = [numbers.score, numbers.swapped, numbers.queryQuery, numbers.keyKey];
    expect(new Set(candidates).size).toBe(4);
    const lab = await open('?practice=1&token=time&step=score');
    const { page } = lab;
    await predictWord(page, 'flies');
    const name = /score q·k for “time” and “flies”/;
    expect(await answer(page, name, String(numbers.queryQuery))).toContain(
      'two queries were dotted (q·q)',
    );
    expect(await answer(page, name, String(numbers.keyKey))).toContain(
      'two keys were dotted (k·k)',
    );
    // No usual slip: what to recheck, and the working on request.
    expect(await answer(page, name, '42')).toContain('recheck each product');
    await page.getByText('Show the working').click();
    // Written when the fold opens: wait for it.
    await expect
      .poll(() => page.locator('.working-text').textContent())
      .toMatch(new RegExp(`^q·k = .+ = ${numbers.score}$`));
    await lab.close();
  });

  test('a score that is another key’s, in the same table, is said to be, with any slip too', async () => {
    const { score, keyKey } = core.pair('flies', 'arrow');
    const flies = core.pair('flies', 'flies');
    // 6 is flies · flies, one row up, and k_flies · k_arrow as well.
    expect([flies.score, keyKey]).toEqual([6, 6]);
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    const name = /^Your score q·k for “flies” and “arrow”/;
    await predictWord(page, 'arrow');
    // The slip first, then the other key's place.
    expect(await answer(page, name, '6')).toContain(
      'Not quite: 6 is not it. It looks like two keys were dotted (k·k): the key of “flies” times the key of “arrow”, where the first vector should be the query of “flies”. 6 is the score of “flies” and “flies”, shown in the same table: check that you took the key of “arrow”, not that of “flies”.',
    );
    expect(await answer(page, name, String(score))).toMatch(/^✓/);
    await lab.close();
    // Once time is predicted its boxes ask about flies, the word it attends
    // to most, whichever key is picked: k·k (5) is no other score of time's
    // (2, 4, 1, 1, 3), and is named alone; q·q (3) is arrow's score too.
    const time = await open('?practice=1&token=time&key=arrow&step=score');
    await predictWord(time.page, 'flies');
    const timeName = /score q·k for “time” and “flies”/;
    const { queryQuery, keyKey: timeKeyKey } = core.pair('time', 'flies');
    expect([queryQuery, timeKeyKey]).toEqual([3, 5]);
    const kk = await answer(time.page, timeName, String(timeKeyKey));
    expect(kk).toContain('two keys were dotted (k·k)');
    expect(kk).not.toContain('same table');
    const qq = await answer(time.page, timeName, String(queryQuery));
    expect(qq).toContain('3 is the score of “time” and “arrow”, shown in the same table');
    expect(qq).toContain('two queries were dotted (q·q)');
    await time.close();
  });

  test('the weight accepts 0.80 and names a missing ÷√dₖ and a column softmax', async () => {
    const numbers = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&key=arrow&step=softmax');
    const { page } = lab;
    // No box for the weight before the prediction.
    expect(await box(page, /weight/).count()).toBe(0);
    await predictWord(page, 'arrow');
    await nextStep(page);
    const name = /^Your weight of “arrow” in the row of “flies”/;
    expect(await answer(page, name, '0.80')).toMatch(
      /^✓\s*Right: “flies” gives “arrow” the weight 0\.80/,
    );
    expect(numbers.withoutScale.toFixed(2)).toBe('0.95');
    expect(await answer(page, name, '0.95')).toContain('division by √dₖ was left out');
    expect(await answer(page, name, numbers.column.toFixed(2))).toContain(
      'softmax ran down the key’s column',
    );
    await expect
      .poll(() => page.locator('.practice-progress').textContent())
      .toContain('Weight: answered right');
    await lab.close();
  });

  test('a weight that is another key’s while the row shows ? is not named', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    const flies = core.pair('flies', 'flies').weight;
    const said = await answer(page, /^Your weight of “arrow”/, flies.toFixed(4));
    expect(said).not.toContain('“flies” in the row of “flies”');
    expect(said).not.toContain(flies.toFixed(2));
    await lab.close();
  });

  test('the weight names a softmax over the masked keys, scaling left on, and a non-weight', async () => {
    // Under the mask "an" sees time, flies, like and itself, most like (the
    // first of like and itself, which tie); a softmax over all five keys
    // gives like another weight.
    const { weight, unmasked } = core.causalPair('an', 'like');
    expect(Math.abs(unmasked - weight)).toBeGreaterThan(0.02);
    const lab = await open('?practice=1&causal=1&token=an&step=softmax');
    const { page } = lab;
    await predictWord(page, 'like');
    await nextStep(page);
    const name = /^Your weight of “like” in the row of “an”/;
    expect(await answer(page, name, unmasked.toFixed(2))).toContain('causal mask was left out');
    for (const text of ['1.2', '-0.5', '8']) {
      expect(await answer(page, name, text)).toContain(
        `A weight lies between 0 and 1: softmax makes every weight positive`,
      );
    }
    expect(await answer(page, name, weight.toFixed(2))).toContain('Right');
    await lab.close();
    // Scaling off: flies → arrow is 0.95, and the scaled 0.80 is scaling anyway.
    const unscaled = await open('?practice=1&scale=0&token=flies&key=arrow&step=softmax');
    await predictWord(unscaled.page, 'arrow');
    await nextStep(unscaled.page);
    const flies = /^Your weight of “arrow” in the row of “flies”/;
    expect(await answer(unscaled.page, flies, '0.80')).toContain(
      'divided by √dₖ, but scaling is switched off here',
    );
    expect(await answer(unscaled.page, flies, '0.95')).toContain('Right');
    await unscaled.close();
  });

  test('the x′ entry accepts the core’s value', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&step=sum');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    const name = /^Your first entry of the output x′ for “flies” \(the leftmost of its 4\)/;
    const said = await answer(page, name, output.toFixed(3));
    expect(said).toMatch(/^✓\s*Right: the first entry of x′ for “flies”/);
    // The verdict writes the number as the table does.
    const shown = await page
      .locator('.step-page.is-current .sum-table .is-result .entry')
      .first()
      .textContent();
    expect(said).toContain(`is ${shown}.`);
    await lab.close();
  });

  test('time: ÷√dₖ too early is named before a neighbour, x′ a sign slip; minus can be typed', async () => {
    const numbers = core.pair('time', 'flies');
    expect([numbers.score, core.pair('time', 'time').score]).toEqual([4, 2]);
    const lab = await open('?practice=1&token=time&step=score');
    const { page } = lab;
    await predictWord(page, 'flies');
    const scoreName = /^Your score q·k for “time” and “flies”/;
    // Scores and x′ may be negative: a full keyboard; weights keep the decimal keypad.
    expect(await box(page, scoreName).getAttribute('inputmode')).toBe('text');
    // 2 is 4 ÷ √4, and time → time's score too: the slip is named first.
    const early = await answer(page, scoreName, '2');
    expect(early).toContain(
      'Not quite: 2 is not it. It looks like the score was already divided by √dₖ',
    );
    expect(early).toContain('2 is the score of “time” and “time”, shown in the same table');
    expect(await answer(page, scoreName, '4')).toMatch(/^✓/);
    await nextStep(page);
    const weightName = /^Your weight of “flies” in the row of “time”/;
    expect(await box(page, weightName).getAttribute('inputmode')).toBe('decimal');
    expect(await answer(page, weightName, numbers.weight.toFixed(2))).toMatch(/^✓/);
    await nextStep(page);
    const outputName = /^Your first entry of the output x′ for “time”/;
    expect(await box(page, outputName).getAttribute('inputmode')).toBe('text');
    // x′ is about time alone, not about a pair.
    const note = await page.locator('#practice-tolerance').textContent();
    expect(note).toContain('This box asks about “time” alone');
    expect(note).not.toContain('whichever key');
    expect(numbers.output.toFixed(2)).toBe('-0.22');
    expect(await answer(page, outputName, '0.22')).toContain('the sign is wrong');
    expect(await answer(page, outputName, '−0.22')).toMatch(/^✓/);
    await lab.close();
  });

  test('an → arrow (0.265): 0.3 is a rounding slip, 0.2 no usual slip', async () => {
    expect(core.pair('an', 'arrow').weight.toFixed(3)).toBe('0.265');
    const lab = await open('?practice=1&token=an&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    const name = /^Your weight of “arrow” in the row of “an”/;
    const near = await answer(page, name, '0.3');
    expect(near).toContain('Close: this looks like a number rounded too early.');
    expect(near).not.toContain('working looks right');
    expect(await answer(page, name, '0.2')).toContain('None of the usual slips');
    await lab.close();
  });

  test('after the x′ box, right or its working shown, a button leads to the word picker', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&step=sum');
    const { page } = lab;
    const pickAnother = page.getByRole('button', { name: 'Pick another word' });
    // The query's chip, focused: the word picker at the top.
    const focusedRadio = (page) =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused.name === 'query-token' && focused.checked && focused.labels[0].innerText;
      });
    await predictWord(page, 'arrow');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    const name = /^Your first entry of the output x′/;
    await answer(page, name, '42');
    expect(await pickAnother.isVisible()).toBe(false);
    const said = await answer(page, name, output.toFixed(3));
    expect(said).toMatch(
      /\. That was the last box for “flies”\. Pick another word above to practise on it\.$/,
    );
    await pickAnother.click();
    await expect.poll(() => focusedRadio(page)).toMatch(/^flies/);
    await lab.close();

    // The working shown: the hint says it, since no verdict does.
    const shown = await open('?practice=1&token=time&step=sum');
    await predictWord(shown.page, 'flies');
    await shown.page.getByRole('button', { name: 'Next step' }).click();
    await shown.page.getByRole('button', { name: 'Next step' }).click();
    await answer(shown.page, name, '42');
    await shown.page.getByText('Show the working').click();
    await shown.page
      .locator('.practice-last-box')
      .getByText('That was the last box for “time”.')
      .waitFor();
    await shown.page.getByRole('button', { name: 'Pick another word' }).press('Enter');
    await expect.poll(() => focusedRadio(shown.page)).toMatch(/^time/);
    await shown.close();
  });

  test('the x′ working adds up to its sum, a negative value in parentheses', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    await answer(page, /x′/, '42');
    await page.getByText('Show the working').click();
    // Written when the fold opens: wait for it.
    const working = page.locator('.working-text');
    await expect.poll(() => working.textContent()).toContain('·(−1.5)');
    const text = await working.textContent();
    const [, terms, sum, shown] = text.match(/v = (.+) = (\S+)(?: ≈ (\S+))?$/);
    const number = (written) => Number(written.replace(/[()]/g, '').replace('−', '-'));
    const added = terms
      .split(' + ')
      .map((term) => term.split('·').map(number))
      .reduce((total, [weight, value]) => total + weight * value, 0);
    // By hand, the shown terms give the shown sum; the table's rounding follows it.
    expect(added.toFixed(sum.split('.')[1]?.length ?? 0)).toBe(
      number(sum).toFixed(sum.split('.')[1]?.length ?? 0),
    );
    const table = await page
      .locator('.step-page.is-current .sum-table .is-result .entry')
      .first()
      .textContent();
    expect(shown ?? sum).toBe(table);
    await lab.close();
  });

  test('answers that are not numbers are said so, plainly, and change nothing', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const name = /score q·k/;
    const scores = () =>
      page.locator('.step-page.is-current .score-table td.score').allTextContents();
    const before = {
      url: await settledUrl(page),
      progress: await page.locator('.practice-strip').textContent(),
      scores: await scores(),
    };
    // Each says why and how to write it, with no number a box asks for
    // (flies' score with arrow is 9, its weight 0.80).
    for (const [text, said] of [
      ['', /^\?\s*The box is empty: type a number, such as 1\.25\./],
      [
        'abc',
        /^\?\s*“abc” is not a number: type the number you worked out in digits, such as 1\.25/,
      ],
      ['1e400', /^\?\s*“1e400” is too large to be an ordinary number/],
      ['Infinity', /^\?\s*“Infinity” is too large/],
      ['4,5', /^\?\s*Write the decimals after a point, not a comma: “4\.5”, not “4,5”\./],
      ['1,234', /^\?\s*“1,234” can be read two ways/],
      ['9%', /^\?\s*Type the number without the % sign/],
      ['3*3', /^\?\s*“3\*3” is a calculation: work it out/],
      ['<b>9</b>', /^\?\s*“<b>9<\/b>” is not a number/],
    ]) {
      expect(await answer(page, name, text), text).toMatch(said);
      expect(await result(page).textContent(), text).toContain('Nothing was checked');
    }
    // Markup is shown as the text it is.
    expect(await result(page).locator('b').count()).toBe(0);
    expect(await page.locator('.practice-working').isVisible()).toBe(false);
    expect({
      url: await settledUrl(page),
      progress: await page.locator('.practice-strip').textContent(),
      scores: await scores(),
    }).toEqual(before);
    await lab.close();
  });

  test('a percentage in the weight box: weights are fractions of 1, and nothing changes', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    const name = /^Your weight of/;
    const progress = await page.locator('.practice-strip').textContent();
    expect(await answer(page, name, '35%')).toMatch(
      /^\?\s*Weights are written as fractions of 1, not as percentages: 0\.35, not “35%”\./,
    );
    expect(await answer(page, name, '0,35')).toMatch(/“0\.35”, not “0,35”/);
    expect(await page.locator('.practice-strip').textContent()).toBe(progress);
    expect(await page.locator('.practice-working').isVisible()).toBe(false);
    await lab.close();
  });

  test('German and Spanish: the decimal comma and the point both read; 1.234 is asked about', async () => {
    for (const [lang, grouped, weightName] of [
      ['de', /^\?\s*„1\.234“ lässt sich auf zwei Arten lesen/, /^Ihr Gewicht/],
      ['es', /^\?\s*«1\.234» se puede leer de dos maneras/, /^Tu peso/],
    ]) {
      const lab = await open(`?lang=${lang}&practice=1&token=flies&key=arrow&step=softmax`);
      const { page } = lab;
      const form = page.locator('.practice-form');
      await form.getByRole('radio', { name: 'arrow', exact: true }).check();
      await form.locator('button[type=submit]').click();
      // The prediction shows the Score step; the weight is the next one's.
      await page.locator('.practice-verdict').waitFor();
      await page.locator('#next-step').click();
      const weightBox = page.getByRole('textbox', { name: weightName });
      await weightBox.waitFor();
      const check = async (text) => {
        await weightBox.fill(text);
        await weightBox.press('Enter');
        return result(page).textContent();
      };
      expect(await check('1.234'), lang).toMatch(grouped);
      expect(await check('0,80'), lang).toMatch(/^✓/);
      expect(await check('0.80'), lang).toMatch(/^✓/);
      await lab.close();
    }
  });

  test('everything can be done from the keyboard', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    // To the first word of the question, then along it with the arrow keys.
    await tabUntil(page, () => document.activeElement?.name === 'practice-predict');
    for (let presses = 0; presses < 4; presses++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement.closest('label').textContent)).toBe(
      'arrow',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => verdict(page).textContent()).toContain('Right:');
    // The Score step's box: flies · arrow is 9.
    await tabUntil(page, () => document.activeElement?.id === 'practice-answer');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    await expect.poll(() => result(page).textContent()).toContain('Right:');
    await lab.close();
  });
});

describe('every state', () => {
  test('edited numbers clear the old verdict from the live region', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const status = page.locator('#practice-view [role="status"]');
    await expect.poll(() => status.textContent()).toMatch(/^Right:/);
    await openEditor(page);
    await page.getByRole('button', { name: 'Make flies attend to time' }).click();
    await expect.poll(() => status.textContent()).toBe('');
    // flies is asked again, for the new numbers.
    await question(page).waitFor();
    await lab.close();
  });

  test('edited numbers: with "Make flies attend to time" flies attends to time', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax&edits=wk.0.1:1');
    const { page } = lab;
    await predictWord(page, 'time');
    await expect
      .poll(() => verdict(page).textContent())
      .toMatch(/Right: “flies” attends most to “time”/);
    await lab.close();
  });

  test('a sentence of its own, the mask and q = k = v: the boxes take the shown numbers', async () => {
    const lab = await open(
      '?practice=1&sentence=the+cat+sat+on+the+mat&causal=1&qkv=shared&token=on&step=softmax',
    );
    const { page } = lab;
    // "on" sees the words up to itself; the rest are not offered.
    for (const word of ['the₁', 'cat', 'sat', 'on']) {
      expect(await question(page).getByRole('radio', { name: word }).isEnabled(), word).toBe(true);
    }
    for (const word of [/^the₅ /, /^mat /]) {
      expect(
        await question(page).getByRole('radio', { name: word }).isDisabled(),
        String(word),
      ).toBe(true);
    }
    await predictWord(page, 'cat');
    await nextStep(page);
    // The focused key's weight waits for the box: the working shows it.
    const focused = () =>
      page.locator('.step-page.is-current .softmax-table .weight-row td.is-focused').textContent();
    await expect.poll(focused).toBe('?');
    const name = /^Your weight of/;
    expect(await answer(page, name, '42')).toMatch(/^✗\s*Not quite:/);
    await page.getByText('Show the working').click();
    // Written when the fold opens: wait for it.
    const working = page.locator('.working-text');
    await expect.poll(() => working.textContent()).toMatch(/= \S+\.$/);
    const [, worked] = (await working.textContent()).match(/= (\S+)\.$/);
    await expect.poll(focused).toBe(worked);
    // The verdict agrees with the weights the page then shows.
    const weights = (await softmaxWeights(page)).slice(0, 4).map(Number);
    const right = weights[1] === Math.max(...weights);
    await expect.poll(() => verdict(page).textContent()).toMatch(right ? /Right/ : /Not quite:/);
    // The weight as the page shows it is right in the box.
    expect(await answer(page, name, worked)).toMatch(/^✓\s*Right:/);
    await lab.close();
  });
});

describe('accessibility', () => {
  test('axe finds nothing in practice mode, before and after the prediction', async () => {
    const lab = await open('?practice=1&step=softmax', { reducedMotion: 'reduce' });
    const { page } = lab;
    await question(page).waitFor();
    const before = await axe(page).analyze();
    await predictWord(page, 'time');
    await verdict(page).waitFor();
    const after = await axe(page).analyze();
    expect({
      before: describeViolations(before.violations),
      after: describeViolations(after.violations),
    }).toEqual({ before: [], after: [] });
    await lab.close();
  });

  test('after Predict one live region speaks: the verdict, then the step it moved to', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax', { reducedMotion: 'reduce' });
    const { page } = lab;
    await predictWord(page, 'arrow');
    await box(page, /^Your score/).waitFor();
    const said = await liveRegion(page).textContent();
    expect(said).toMatch(/^Right: “flies” attends most to “arrow”\..* Step 2 of 4: /);
    expect(await page.locator('#announcer').textContent()).toBe('');
    // Moving on is said by the step announcer as before.
    await nextStep(page);
    await expect.poll(() => page.locator('#announcer').textContent()).toMatch(/^Step 3 of 4/);
    await lab.close();
  });

  test('a wrong answer marks the box invalid until it is edited or right', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const name = /^Your score q·k for “flies” and “arrow”/;
    const invalid = () => box(page, name).getAttribute('aria-invalid');
    expect(await invalid()).toBe(null);
    await answer(page, name, '7');
    expect(await invalid()).toBe('true');
    await box(page, name).press('Backspace');
    expect(await invalid()).toBe(null);
    await answer(page, name, 'abc');
    expect(await invalid()).toBe('true');
    await answer(page, name, '9');
    expect(await invalid()).toBe(null);
    await lab.close();
  });
});

describe('progress', () => {
  test('survives a reload, and Start over withholds the weights again', async () => {
    const lab = await open('?practice=1&token=flies');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await expect
      .poll(() => page.locator('.practice-progress').textContent())
      .toContain('Predict: answered right');
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await expect.poll(() => verdict(page).textContent()).toContain('“flies”');
    await expect
      .poll(() => page.locator('.practice-count').textContent())
      .toContain('1 of 20 exercises answered right');
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await question(page).waitFor();
    await expect
      .poll(() => page.locator('.practice-count').textContent())
      .toContain('0 of 20 exercises answered right');
    expect(
      await page.getByRole('button', { name: 'Start over' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await expect(page.getByRole('table', { name: 'Attention weights' }).count()).resolves.toBe(0);
    await lab.close();
  });

  test('Start over names what it clears and asks first: Cancel and Escape keep it all', async () => {
    const lab = await open('?practice=1&token=flies');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const startOver = page.getByRole('button', {
      name: 'Start over: clear this sentence’s progress',
    });
    const asked = page.getByRole('group', { name: /^Clear every prediction, answer and shown/ });
    const count = () => page.locator('.practice-count').textContent();
    await startOver.click();
    await asked.waitFor();
    expect(await startOver.getAttribute('aria-expanded')).toBe('true');
    expect(await asked.textContent()).toContain('for all 5 words? This cannot be undone.');
    // The safe answer has the focus.
    expect(await page.evaluate(() => document.activeElement.textContent)).toBe('Cancel');
    await page.keyboard.press('Enter');
    expect(await asked.isVisible()).toBe(false);
    expect(await liveRegion(page).textContent()).toBe('Nothing was cleared.');
    expect(await count()).toContain('1 of 20 exercises answered right');
    await startOver.click();
    await page.keyboard.press('Escape');
    expect(await asked.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement.textContent)).toContain('Start over');
    expect(await count()).toContain('1 of 20 exercises answered right');
    await startOver.click();
    await asked.getByRole('button', { name: 'Yes, clear it' }).click();
    await expect.poll(count).toContain('0 of 20 exercises answered right');
    expect(await liveRegion(page).textContent()).toContain('Started over');
    await lab.close();
  });

  test('after a reload a box answered right shows its number, the verdict and the way on', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const name = /^Your score q·k for “flies” and “arrow”/;
    const onward = page.getByRole('button', { name: 'On to step 3, Scale & softmax' });
    expect(await onward.isVisible()).toBe(false);
    await answer(page, name, '9');
    expect(await onward.isVisible()).toBe(true);
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await expect.poll(() => box(page, name).inputValue()).toBe('9');
    expect(await result(page).textContent()).toMatch(
      /^✓\s*Right: q·k for “flies” and “arrow” is 9\./,
    );
    await onward.click();
    expect(await currentStepIndex(page)).toBe(2);
    await lab.close();
  });

  test('“On to step 3” hides itself and takes the focus on to the weight box', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await answer(page, /^Your score q·k for “flies” and “arrow”/, '9');
    await page.getByRole('button', { name: 'On to step 3, Scale & softmax' }).click();
    await expect.poll(() => currentStepIndex(page)).toBe(2);
    const focused = () => page.evaluate(() => document.activeElement.labels?.[0]?.textContent);
    await expect.poll(focused).toBe('Your weight of “arrow” in the row of “flies”');
    await lab.close();
  });

  test('at 390 × 844 a right score brings its verdict and “On to step 3” into view', async () => {
    const lab = await open('?practice=1&token=flies&step=score', {
      viewport: { width: 390, height: 844 },
    });
    const { page } = lab;
    await predictWord(page, 'arrow');
    // Typed in with the box at the foot of the screen, as a learner scrolls to it.
    await box(page, /^Your score q·k/).evaluate((input) => input.scrollIntoView({ block: 'end' }));
    await answer(page, /^Your score q·k/, '9');
    await settledScroll(page);
    const onScreen = (locator) =>
      locator.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        // Within a pixel: scrolled to, its edge can land on a fraction.
        return top >= 0 && bottom <= innerHeight + 1;
      });
    expect(await onScreen(result(page))).toBe(true);
    expect(
      await onScreen(page.getByRole('button', { name: 'On to step 3, Scale & softmax' })),
    ).toBe(true);
    await lab.close();
  });

  test('at 390 × 844 the weight box “On to step 3” focuses stays on screen once the page settles', async () => {
    for (const reducedMotion of [null, 'reduce']) {
      const lab = await open('?practice=1&token=flies&step=score', {
        viewport: { width: 390, height: 844 },
        reducedMotion,
      });
      const { page } = lab;
      await predictWord(page, 'arrow');
      await answer(page, /^Your score q·k/, '9');
      await page.getByRole('button', { name: 'On to step 3, Scale & softmax' }).click();
      const focused = () =>
        page.evaluate(() => {
          const { top, bottom } = document.activeElement.getBoundingClientRect();
          return { label: document.activeElement.labels?.[0]?.textContent, top, bottom };
        });
      await expect.poll(async () => (await focused()).label).toMatch(/^Your weight of/);
      // The softmax step brings its bars into view a frame or more after it
      // is entered, smoothly unless motion is reduced: wait until all is still.
      await settledScroll(page);
      await page.waitForTimeout(300);
      await settledScroll(page);
      const { top, bottom } = await focused();
      expect(top, String(reducedMotion)).toBeGreaterThanOrEqual(0);
      expect(bottom, String(reducedMotion)).toBeLessThanOrEqual(844);
      await lab.close();
    }
  });

  test('progress saved while Heads was part of the settings is read', async () => {
    const lab = await open('?practice=1&token=flies&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    // As it was saved then: the heads count last, one head's and two heads'.
    await page.evaluate(() => {
      const name = 'attention-lab:practice:v2';
      const [[key, queries]] = Object.entries(JSON.parse(localStorage.getItem(name)));
      const withHeads = (heads) => JSON.stringify([...JSON.parse(key), heads]);
      const twoHeads = { 1: { predict: 0, outcomes: { predict: 'right' } } };
      localStorage.setItem(
        name,
        JSON.stringify({ [withHeads(2)]: twoHeads, [withHeads(1)]: queries }),
      );
    });
    await page.reload();
    await expect.poll(() => verdict(page).textContent()).toMatch(/^✓\s*Right: “flies”/);
    expect(await page.locator('.practice-count').textContent()).toContain('1 of 20');
    await lab.close();
  });

  test('works while local storage is blocked', async () => {
    // A context of its own, whose pages throw on any use of local storage.
    const lab = await served.open('?practice=1', { permissions: [] });
    const { page } = lab;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await predictWord(page, 'arrow');
    await expect.poll(() => verdict(page).textContent()).toContain('Right:');
    expect(await page.getByRole('table', { name: 'Attention weights' }).isVisible()).toBe(true);
    // Kept only while the page is open.
    await page.reload();
    await page.waitForSelector('body.is-ready');
    await question(page).waitFor();
    await lab.close();
  });
});

// The lab itself in a course page's frames (the host on another origin):
// each check goes to the origin report= names, and a frame without it is quiet.
const HOST_PAGE = (labUrl) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Chapter 3</title><link rel="icon" href="data:,"></head><body><script>
window.received = [];
addEventListener('message', (event) => {
  if (event.data?.type !== 'attention-lab:answer') return;
  const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  window.received.push({ from: from.id, origin: event.origin, data: event.data });
});
const lab = '${labUrl}?practice=1&token=flies&key=arrow&step=score';
for (const [id, search] of [['asked', '&report=' + encodeURIComponent(location.origin)], ['quiet', '']]) {
  const frame = document.createElement('iframe');
  Object.assign(frame, { id, title: 'Attention Lab', src: lab + search });
  document.body.append(frame);
}
</script></body></html>`;

describe('reporting to a course page', () => {
  test('each check goes to the origin report= names, nothing without it', async () => {
    const host = await serveDist({
      basePath: '/none/',
      pages: { '/chapter.html': HOST_PAGE(served.server.url) },
    });
    // A context of its own: nothing done yet on the lab's origin.
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.origin}/chapter.html`);
    const { swapped } = core.pair('flies', 'arrow');
    // Both ready first: each frame reads what was done when it starts.
    const frames = {
      asked: await readyFrame(page, 'asked'),
      quiet: await readyFrame(page, 'quiet'),
    };
    for (const frame of Object.values(frames)) {
      await predictWord(frame, 'arrow');
      for (const text of [String(swapped), '9']) {
        await box(frame, /score q·k/).fill(text);
        await box(frame, /score q·k/).press('Enter');
      }
      await expect.poll(() => result(frame).textContent()).toContain('Right:');
    }
    const labOrigin = new URL(served.server.url).origin;
    expect(labOrigin).not.toBe(host.origin);
    const answer = { type: 'attention-lab:answer', exercise: 'score' };
    await expect.poll(() => page.evaluate(() => window.received.length)).toBe(3);
    expect(await page.evaluate(() => window.received)).toEqual([
      {
        from: 'asked',
        origin: labOrigin,
        data: { ...answer, exercise: 'predict', correct: true, mistake: null, attempt: 1 },
      },
      {
        from: 'asked',
        origin: labOrigin,
        data: { ...answer, correct: false, mistake: 'swapped', attempt: 1 },
      },
      {
        from: 'asked',
        origin: labOrigin,
        data: { ...answer, correct: true, mistake: null, attempt: 2 },
      },
    ]);
    await context.close();
    await host.close();
  });
});

// What a learner's walk-through of practice mode found: numbers to copy,
// answers given away, ties, the progress count, the name of the x′ entry.
describe('nothing to copy', () => {
  const currentPage = (page) => page.locator('.step-page.is-current');
  const softmaxCell = (page, row, key) =>
    currentPage(page).locator(`.softmax-table tr.${row} td`).nth(key).textContent();
  const matrixCell = (page, query, key) =>
    page
      .getByRole('table', { name: 'Attention weights' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: query, exact: true }) })
      .getByRole('button')
      .nth(key)
      .textContent();
  const ARROW = 4;

  test('the query’s weights show ? everywhere until the weight box is right', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    // The whole row, and its sum: the others and the sum would give 0.80 back.
    await expect.poll(() => softmaxWeights(page)).toEqual(['?', '?', '?', '?', '?']);
    const matrixRow = page
      .getByRole('table', { name: 'Attention weights' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'flies', exact: true }) });
    expect(new Set(await matrixRow.getByRole('button').allTextContents())).toEqual(new Set(['?']));
    expect(await matrixRow.locator('.row-sum').textContent()).toBe('?');
    // Not in the formula, the captions, the weighted sum (0.796, 0.178
    // there) or a name either.
    expect(await shownText(page)).not.toMatch(/0\.80|0\.796|0\.18|0\.178/);
    await nextStep(page);
    await expect.poll(() => currentStepIndex(page)).toBe(3);
    expect(await shownText(page)).not.toMatch(/0\.80|0\.796|0\.18|0\.178/);
    // Nor each weight × v (arrow's −1.19 is 0.796 × −1.5), nor their sum x′.
    const products = await currentPage(page)
      .locator('.sum-table .is-weighted, .sum-table .is-result')
      .allTextContents();
    expect(products.join('')).toMatch(/^\?+$/);
    // The x′ box says where the weights, shown as ?, are found; the weight
    // box where its score is.
    expect(await page.locator('#practice-tolerance').textContent()).toContain(
      'The weights of “flies”, and each weight × v, show ? until you have found the weight of “arrow” in step 3, Scale & softmax.',
    );
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect
      .poll(() => page.locator('#practice-tolerance').textContent())
      .toContain('Its score, and e to the power of it, show ? until you have found the score');
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await expect.poll(() => softmaxCell(page, 'weight-row', ARROW)).toBe(FLIES_ARROW);
    expect(await softmaxCell(page, 'weight-row', 1)).toBe('0.18');
    expect(await matrixCell(page, 'flies', ARROW)).toBe(FLIES_ARROW);
    await lab.close();
  });

  test('after the prediction the boxes ask about the predicted key, whichever is picked', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    // The walk-through's way round: pick flies → flies, whose cell showed
    // while arrow's was the asked one.
    await page
      .getByRole('table', { name: 'Attention weights' })
      .getByRole('button', { name: /^flies → flies/ })
      .click();
    await expect
      .poll(() => currentPage(page).locator('.softmax-table thead th.is-focused').textContent())
      .toBe('flies');
    expect(await page.locator('label[for="practice-answer"]').textContent()).toBe(
      'Your weight of “arrow” in the row of “flies”',
    );
    expect(await page.locator('#practice-tolerance').textContent()).toContain(
      'each box asks about “flies” and the word it attends to most, “arrow”, whichever key you pick',
    );
    expect(await shownText(page)).not.toMatch(/0\.80|0\.796|0\.18|0\.178/);
    // flies → flies's weight is no answer to it.
    expect(await answer(page, /^Your weight of “arrow”/, '0.18')).toMatch(/^✗/);
    // The score box too, and flies → flies is spelled out while arrow is not.
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect.poll(() => box(page, /^Your score/).count()).toBe(1);
    expect(await page.locator('label[for="practice-answer"]').textContent()).toBe(
      'Your score q·k for “flies” and “arrow”',
    );
    const scores = () => currentPage(page).locator('.score-table td.score').allTextContents();
    await expect.poll(scores).toEqual(['0', '6', '0', '0', '?']);
    await currentPage(page).getByRole('button', { name: 'arrow', exact: true }).click();
    await expect
      .poll(() => currentPage(page).locator('.spelled-out').textContent())
      .toBe('q·k = ?');
    // The formula does not write its products out either (flies' q is 0 3 0 0, arrow's k 0 3 0 0).
    expect(await currentPage(page).locator('.formula').textContent()).not.toMatch(/3·3|3\s*·\s*3/);
    await lab.close();
  });

  test('the chapter’s caption waits until every word’s weight is found', async () => {
    const lab = await open('?practice=1');
    const { page } = lab;
    const caption = page.locator('#chapter-caption');
    for (const [at, word] of core.tokens.entries()) {
      await lab.goTo(`${served.server.url}?practice=1&token=${word}&step=softmax`);
      await predictWord(page, 'arrow');
      await nextStep(page);
      await box(page, /^Your weight of/).waitFor();
      // It quotes every row's largest weight (“flies” puts 0.80 on “arrow”).
      expect(await caption.isVisible(), word).toBe(false);
      if (at === core.tokens.length - 1) break;
      await answer(page, /^Your weight of/, core.largestWeight(word).toFixed(2));
    }
    await answer(page, /^Your weight of/, core.largestWeight('arrow').toFixed(2));
    await expect.poll(() => caption.isVisible()).toBe(true);
    expect(await caption.textContent()).toContain(`“flies” puts ${FLIES_ARROW} on “arrow”`);
    await lab.close();
  });

  test('a tie: the asked key’s partner gives nothing away, and the words say “share”', async () => {
    // like scores time and flies the same (1): the boxes ask about time,
    // the one predicted.
    const lab = await open('?practice=1&token=like&step=softmax');
    const { page } = lab;
    await predictWord(page, 'time');
    await nextStep(page);
    await box(page, /^Your weight of “time” in the row of “like”/).waitFor();
    const caption = (stage) =>
      currentPage(page).locator(`.stage-caption .for-${stage}`).textContent();
    expect(await caption('scores')).toMatch(
      /^Each score divided by √4: “time” and “flies” share the lead with \?\./,
    );
    expect(await caption('exponentials')).toContain('“time” and “flies” each get e^? ≈ ?');
    expect(await softmaxCell(page, 'exponential-row', 1)).toBe('?');
    await page.getByRole('button', { name: 'Previous step' }).click();
    const scores = () => currentPage(page).locator('.score-table td.score').allTextContents();
    await expect.poll(scores).toEqual(['?', '?', '0.5', '0.5', '0']);
    await currentPage(page).getByRole('button', { name: 'flies', exact: true }).click();
    await expect
      .poll(() => currentPage(page).locator('.spelled-out').textContent())
      .toBe('q·k = ?');
    await answer(page, /^Your score q·k for “like” and “time”/, '1');
    await expect.poll(scores).toEqual(['1', '1', '0.5', '0.5', '0']);
    await lab.close();
  });

  test('the score box’s number shows ? at the softmax too until it is right', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    await expect.poll(() => softmaxCell(page, 'stage-row-scores', ARROW)).toBe('?');
    // Nor its scaled score, 4.5, in the table, the bars' axis or a caption (e^4.5).
    expect(await currentPage(page).textContent()).not.toMatch(/4\.5/);
    // One key leads: the singular.
    expect(await currentPage(page).locator('.stage-caption .for-scores').textContent()).toContain(
      '“arrow” leads with ?.',
    );
    // Nor its e^4.5 ≈ 90.0, which gives it back by a log, nor the sum of the row's eˢ.
    expect(await softmaxCell(page, 'exponential-row', ARROW)).toBe('?');
    expect(await currentPage(page).textContent()).not.toMatch(/90\.0|113/);
    // Nor the bars' lengths: the others are drawn against the largest of
    // the rest (flies' scaled 3), not against arrow's 4.5 (flies' bar at 3 ÷ 4.5).
    const heights = (stage) =>
      currentPage(page)
        .locator('.bar-row .bar')
        .evaluateAll(
          (bars, name) => bars.map((bar) => Number(bar.style.getPropertyValue(`--at-${name}`))),
          stage,
        );
    expect(await heights('scores')).toEqual([0, 1, 0, 0, 0]);
    expect(await heights('exponentials')).toEqual(
      [1 / 20.085536923187668, 1, 1 / 20.085536923187668, 1 / 20.085536923187668, 0].map((h) =>
        expect.closeTo(h, 3),
      ),
    );
    await lab.close();
  });

  test('with the score found, arrow’s eˢ, the row’s sum and the other setting’s weight wait for the weight box', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await answer(page, /score q·k/, '9');
    await nextStep(page);
    await expect.poll(() => softmaxCell(page, 'stage-row-scores', ARROW)).toBe('4.5');
    // e^4.5 ≈ 90.0 over the row's sum, 113, is arrow's 0.796; without the
    // ÷√4 it would be 0.95, a candidate wrong answer. Not in any stage's
    // caption, cell or name, nor the bars' marks of it.
    expect(await softmaxCell(page, 'exponential-row', ARROW)).toBe('?');
    expect(await softmaxCell(page, 'exponential-row', 1)).toBe('20.1');
    expect(await currentPage(page).textContent()).not.toMatch(/90\.0|113|0\.95|0\.796|0\.80/);
    expect(await shownText(page)).not.toMatch(/90\.0|113|0\.95|0\.796|0\.80/);
    expect(await currentPage(page).locator('.bar-other, .bar-legend-mark').count()).toBe(0);
    // Nor the “Why divide by √dₖ?” panel, which names the lab's own case.
    await showScalingPanel(page);
    expect(await page.locator('.scaling-chapter').textContent()).not.toMatch(/0\.95|0\.80/);
    // The weight's own working has them: it is shown for this box.
    await answer(page, /^Your weight of/, '42');
    await page.getByText('Show the working').click();
    await expect
      .poll(() => page.locator('.working-text').textContent())
      .toMatch(/e to that power is 90\.0; over the row these add up to 113;/);
    await expect.poll(() => softmaxCell(page, 'exponential-row', ARROW)).toBe('90.0');
    expect(await currentPage(page).locator('.stage-caption .for-weights').textContent()).toMatch(
      /their sum, 113: .*would be 0\.95 instead of 0\.80/,
    );
    expect(await currentPage(page).locator('.bar-other').count()).toBe(5);
    await lab.close();
    // Scaling off, the scaled weight, 0.80, is the candidate; it waits too.
    const unscaled = await open('?practice=1&scale=0&token=flies&step=softmax');
    await predictWord(unscaled.page, 'arrow');
    await nextStep(unscaled.page);
    await box(unscaled.page, /^Your weight of/).waitFor();
    expect(await unscaled.page.locator('.step-page.is-current').textContent()).not.toMatch(
      /0\.80|0\.95/,
    );
    expect(await shownText(unscaled.page)).not.toMatch(/0\.80|0\.95/);
    expect(await unscaled.page.locator('.step-page.is-current .bar-other').count()).toBe(0);
    await answer(unscaled.page, /^Your weight of/, '0.95');
    await expect
      .poll(() =>
        unscaled.page.locator('.step-page.is-current .stage-caption .for-weights').textContent(),
      )
      .toContain('divided by √dₖ = √4 first it would be 0.80');
    await unscaled.close();
  });

  test('the bars’ axis has no top number while the scores or eˢ it reads are asked for', async () => {
    // arrow attends most to itself; the other scores, scaled, run −1.5 to 1.5.
    const lab = await open('?practice=1&token=arrow&step=softmax');
    const { page } = lab;
    const top = (stage) =>
      currentPage(page).locator(`.bar-axis .axis-top .for-${stage}`).textContent();
    await predictWord(page, 'arrow');
    await nextStep(page);
    await box(page, /^Your weight of “arrow” in the row of “arrow”/).waitFor();
    expect(await top('scores')).toBe('');
    expect(await top('exponentials')).toBe('');
    expect(await top('weights')).toBe('1');
    await page.getByRole('button', { name: 'Previous step' }).click();
    await answer(
      page,
      /^Your score q·k for “arrow” and “arrow”/,
      String(core.pair('arrow', 'arrow').score),
    );
    await nextStep(page);
    await expect.poll(() => top('scores')).toBe('4.5');
    expect(await top('exponentials')).toBe('');
    await lab.close();
  });

  test('the first entry of x′ shows ? until the x′ box is right', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    const entries = () =>
      currentPage(page).locator('.sum-table .is-result .entry').allTextContents();
    await expect.poll(entries).toHaveLength(4);
    const [first, ...rest] = await entries();
    expect(first).toBe('?');
    expect(rest.every((text) => /\d/.test(text))).toBe(true);
    // Nor the first entry of any weight × v: x′'s is their sum.
    const firstProducts = await currentPage(page)
      .locator('.sum-table tbody .is-weighted .entry:first-child')
      .allTextContents();
    expect(firstProducts).toEqual(['?', '?', '?', '?', '?']);
    const said = await answer(page, /x′/, output.toFixed(3));
    expect(said).toMatch(/Right:/);
    await expect.poll(async () => (await entries())[0]).toMatch(/\d/);
    await lab.close();
  });

  test('Show the working spells it out and shows the number on the page', async () => {
    const lab = await open('?practice=1&token=time&key=arrow&step=score');
    const { page } = lab;
    // time attends most to flies: its boxes ask about flies.
    await predictWord(page, 'flies');
    const FLIES = 1;
    const count = await page.locator('.practice-count').textContent();
    const scores = () => currentPage(page).locator('.score-table td.score').allTextContents();
    await page.getByRole('textbox', { name: /Your score/ }).fill('42');
    await page.getByRole('textbox', { name: /Your score/ }).press('Enter');
    expect((await scores())[FLIES]).toBe('?');
    await page.getByText('Show the working').click();
    // time · flies is 4 (the chapter's example).
    await expect.poll(() => page.locator('.working-text').textContent()).toMatch(/= 4$/);
    await expect.poll(async () => (await scores())[FLIES]).toBe('4');
    await expect
      .poll(() => page.locator('.practice-progress').textContent())
      .toContain('Score: working shown, not counted');
    expect(await page.locator('.practice-count').textContent()).toBe(count);
    await lab.close();
  });

  test('the working of the weight and of x′ has every number, and shows the box before as shown', async () => {
    const lab = await open('?practice=1&token=flies&key=arrow&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    const strip = () => page.locator('.practice-progress').textContent();
    const count = await page.locator('.practice-count').textContent();
    const workingOf = async (name) => {
      await answer(page, name, '42');
      await page.getByText('Show the working').click();
      // Said when the fold has opened: its toggle event comes a task later.
      await page.locator('.practice-working[open]').waitFor();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      return {
        text: await page.locator('.working-text').textContent(),
        said: await liveRegion(page).textContent(),
      };
    };
    // The weight's working while the score box is still open: from the
    // score, flies · arrow = 9, on (e^4.5 ≈ 90.0, over the row 113).
    expect(await strip()).toContain('Score: not yet');
    const weight = await workingOf(/^Your weight of/);
    expect(weight.text).toBe(
      'Score 9 ÷ √dₖ = 9 ÷ √4 = 4.5; e to that power is 90.0; over the row these add up to 113; so the weight is 90.0 ÷ 113 = 0.80.',
    );
    expect(weight.said).toBe(weight.text);
    // So the score is shown as well, on the page and in the strip, not counted.
    await expect.poll(() => softmaxCell(page, 'stage-row-scores', ARROW)).toBe('4.5');
    expect(await strip()).toContain('Score: working shown, not counted');
    expect(await strip()).toContain('Weight: working shown, not counted');
    expect(await page.locator('.practice-count').textContent()).toBe(count);
    expect(await page.locator('#practice-tolerance').textContent()).not.toContain('show ?');
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect
      .poll(
        async () =>
          (await currentPage(page).locator('.score-table td.score').allTextContents())[ARROW],
      )
      .toBe('9');
    // x′'s working while the weight box is still open: every weight of the
    // row, and the weight counts as shown.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await predictWord(page, 'arrow');
    await nextStep(page);
    await nextStep(page);
    const output = await workingOf(/x′/);
    expect(output.text).toMatch(
      /= 0\.\d+·1 \+ 0\.\d+·0 \+ 0\.\d+·0 \+ 0\.\d+·0 \+ 0\.\d+·\(−1\.5\) =/,
    );
    expect(output.text).not.toContain('?');
    // The last box: what next is said too.
    expect(output.said).toBe(
      `${output.text} That was the last box for “flies”. Pick another word above to practise on it.`,
    );
    expect(await strip()).toContain('Weight: working shown, not counted');
    expect(await strip()).toContain('First entry of x′: working shown, not counted');
    // The score, which x′'s working does not use, still waits for its box.
    expect(await strip()).toContain('Score: not yet');
    await expect.poll(() => softmaxWeights(page)).toContain(FLIES_ARROW);
    await lab.close();
  });

  test('the working is offered after a named mistake too', async () => {
    const { swapped } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&key=arrow&step=score');
    const { page } = lab;
    await predictWord(page, 'arrow');
    expect(await answer(page, /score q·k/, String(swapped))).toContain('swapped');
    expect(await page.getByText('Show the working').isVisible()).toBe(true);
    await lab.close();
  });
});

describe('the figures', () => {
  test('the pictures wait for the weight box, the plane for the x′ box, and say so', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await nextStep(page);
    const lines = page.locator('#lines-view');
    const plane = page.locator('#plane-view');
    const note = page.locator('#pictures-withheld');
    await box(page, /^Your weight of/).waitFor();
    // Every cell of flies' row is ?: the lines and the plane would draw its weights.
    expect(await lines.isVisible()).toBe(false);
    expect(await plane.isVisible()).toBe(false);
    expect(await page.locator('.figure-slot[data-figure="lines"]').isVisible()).toBe(false);
    expect(await note.textContent()).toBe(
      'The pictures wait until you have found the weight in the box of step 3, Scale & softmax (or shown its working): they are drawn from the weights of “flies”.',
    );
    expect(await note.isVisible()).toBe(true);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    // The lines show flies' row; the plane, which places x′, waits for its box.
    await expect.poll(() => lines.isVisible()).toBe(true);
    await lines.scrollIntoViewIfNeeded();
    const drawn = () =>
      page
        .locator('#lines-view line[data-weight]')
        .evaluateAll((all) => all.filter((line) => Number(line.dataset.weight) > 0).length);
    await expect.poll(drawn).toBe(5);
    expect(await plane.isVisible()).toBe(false);
    await expect
      .poll(() => note.textContent())
      .toBe(
        'The plane waits until you have found the first entry of x′ in the box of step 4, Weighted sum (or shown its working): it places x′ of “flies”.',
      );
    await nextStep(page);
    await answer(page, /x′/, output.toFixed(3));
    await expect.poll(() => plane.isVisible()).toBe(true);
    expect(await note.isVisible()).toBe(false);
    await lab.close();
  });

  test('the link to the plane waits with the plane for the x′ box', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    const link = page.getByRole('link', { name: 'See the chosen row as a weighted average' });
    await predictWord(page, 'arrow');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    await box(page, /^Your first entry of the output x′/).waitFor();
    expect(await link.isVisible()).toBe(false);
    await answer(page, /^Your first entry of the output x′/, output.toFixed(3));
    // It leads to the plane, which loads once scrolled to.
    await link.click();
    await expect
      .poll(() =>
        page.locator('#weighted-average').evaluate((plane) => plane.getBoundingClientRect().top),
      )
      .toBeLessThan(page.viewportSize().height);
    await lab.close();
  });

  test('the lines figure, once the query’s boxes are done, draws no line of a word not predicted', async () => {
    const { output } = core.pair('flies', 'arrow');
    const lab = await open('?practice=1&token=flies&key=arrow&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await answer(page, /score q·k/, '9');
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await nextStep(page);
    await answer(page, /x′/, output.toFixed(3));
    // Every box of flies is done: its figures may be downloaded.
    const control = page.locator('.figure-download[data-figure="lines"]');
    await control.scrollIntoViewIfNeeded();
    await control.locator('summary').click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      control.getByRole('button', { name: 'SVG', exact: true }).click(),
    ]);
    const chunks = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk);
    const svg = Buffer.concat(chunks).toString('utf8');
    // flies' five lines, none of the four words still to predict (20 more).
    expect(svg.match(/<line /g)).toHaveLength(5);
    // The screen's lines agree: only flies' row has any.
    const drawn = await page
      .locator('#lines-view line[data-weight]')
      .evaluateAll((lines) => lines.filter((line) => Number(line.dataset.weight) > 0).length);
    expect(drawn).toBe(5);
    await lab.close();
  });
});

describe('the heads', () => {
  test('rows of words not yet predicted show ?, with a note in the panel why', async () => {
    const lab = await open('?practice=1&heads=2&token=flies&step=softmax');
    const { page } = lab;
    const panel = page.locator('#heads-view');
    await page.locator('#heads-link').click();
    await panel.locator('table').nth(1).waitFor();
    // Each head's row of a word: its cells' text.
    const headRow = (head, word) =>
      panel
        .locator('table')
        .nth(head)
        .locator('tbody tr')
        .filter({ has: page.locator('th', { hasText: new RegExp(`^${word}$`) }) })
        .locator('td')
        .allTextContents();
    const note = () => panel.locator('.heads-withheld').textContent();
    expect(await note()).toContain('(5 of 5)');
    for (const head of [0, 1])
      expect(new Set(await headRow(head, 'flies'))).toEqual(new Set(['?']));
    // No weight anywhere in the panel: not in a cell, a caption or the output.
    expect(await panel.innerText()).not.toMatch(/\d[.,]\d/);
    expect(await panel.locator('.heads-output').count()).toBe(0);

    await predictWord(page, 'arrow');
    // flies' row waits for the weight box, as in the matrix: any of its
    // weights would help give arrow's back.
    await expect.poll(() => note()).toContain('(4 of 5)');
    for (const head of [0, 1])
      expect(new Set(await headRow(head, 'flies'))).toEqual(new Set(['?']));
    expect(await note()).toContain('While a box of the steps asks for a number of “flies”');
    expect(new Set(await headRow(1, 'time'))).toEqual(new Set(['?']));
    expect(await panel.locator('figcaption').first().textContent()).toMatch(/“flies” weighs/);
    expect(await panel.locator('.heads-output').count()).toBe(1);
    const audit = await axe(page).include('#heads-view').analyze();
    expect(describeViolations(audit.violations)).toEqual([]);
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await expect.poll(() => headRow(0, 'flies')).toEqual(['0.00', '0.11', '0.00', '0.00', '0.89']);
    await lab.close();
  });

  test('with 4 heads, head 1 has the single head’s weights: its row shows ? there too', async () => {
    const lab = await open('?practice=1&heads=4&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    const panel = page.locator('#heads-view');
    await page.locator('#heads-link').click();
    const fliesRow = () =>
      panel.locator('table').first().locator('tbody tr.is-query td').allTextContents();
    await expect.poll(fliesRow).toEqual(['?', '?', '?', '?', '?']);
    // Not in its sentence, nor in the output (x′, which gives the weights back).
    expect(await panel.innerText()).not.toMatch(/0\.80|0\.796|0\.18|−1\.18/);
    const entries = () => panel.locator('.heads-output .entry').allTextContents();
    expect(new Set(await entries())).toEqual(new Set(['?']));
    await nextStep(page);
    await answer(page, /^Your weight of/, FLIES_ARROW);
    await expect.poll(fliesRow).toEqual(['0.01', '0.18', '0.01', '0.01', FLIES_ARROW]);
    await lab.close();
  });
});

describe('the verdict', () => {
  test('says why in words, without a number a later box asks for', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await expect.poll(() => verdict(page).textContent()).toContain('lines up best');
    expect(await verdict(page).textContent()).not.toMatch(/\d/);
    // Once the score box is done, the scores back it up.
    await answer(page, /score q·k/, '9');
    await expect
      .poll(() => verdict(page).textContent())
      .toContain('q·k = 9 for “arrow”, at most 6 for any other word');
    expect(await verdict(page).textContent()).not.toContain(FLIES_ARROW);
    await lab.close();
  });

  test('a wrong guess names no number either', async () => {
    const lab = await open('?practice=1&token=time&step=softmax');
    const { page } = lab;
    await predictWord(page, 'arrow');
    await expect.poll(() => verdict(page).textContent()).toMatch(/Not quite/);
    expect(await verdict(page).textContent()).not.toMatch(/\d/);
    await lab.close();
  });

  test('a tie: either of the tied words is right, and the sentence says it is a tie', async () => {
    // "the" twice: the same key, so the₁ scores the₁ and the₅ the same (2).
    // The key in focus is mat, which the boxes do not ask about: they ask
    // about the tied key predicted, or the first of the tie.
    const url =
      '?practice=1&sentence=the+cat+sat+on+the+mat&token=the%E2%82%81&key=mat&step=softmax';
    for (const [guess, said, asked] of [
      ['the₅', /^✓\s*Right, and it is a tie: “the₁” attends most to “the₁” and “the₅”/, 'the₅'],
      ['the₁', /^✓\s*Right, and it is a tie/, 'the₁'],
      ['mat', /^✗\s*Not quite: it is a tie, and “mat” is not in it/, 'the₁'],
    ]) {
      const lab = await open(url);
      const { page } = lab;
      await predictWord(page, guess);
      await expect.poll(() => verdict(page).textContent(), guess).toMatch(said);
      await nextStep(page);
      // The boxes ask about one of the tie; its partner shows nothing of
      // the score box's number either: no score, no eˢ.
      const row = (name) =>
        page.locator(`.step-page.is-current .softmax-table tr.${name} td`).allTextContents();
      await expect.poll(() => row('exponential-row')).toHaveLength(6);
      for (const name of ['stage-row-scores', 'exponential-row']) {
        const cells = await row(name);
        expect([cells[0], cells[4]], name).toEqual(['?', '?']);
        expect(
          cells.filter((text) => text === '?'),
          name,
        ).toHaveLength(2);
      }
      // What the page shows once the weights do agrees: the two are tied at
      // the largest weight.
      await page.getByRole('button', { name: 'Previous step' }).click();
      await box(page, `Your score q·k for “the₁” and “${asked}”`).waitFor();
      await nextStep(page);
      await answer(page, `Your weight of “${asked}” in the row of “the₁”`, '42');
      await page.getByText('Show the working').click();
      await expect.poll(() => softmaxWeights(page)).not.toContain('?');
      const weights = (await softmaxWeights(page)).map(Number);
      expect(weights[0]).toBe(weights[4]);
      expect(weights[0]).toBe(Math.max(...weights.filter(Number.isFinite)));
      const count = await page.locator('.practice-count').textContent();
      expect(count, guess).toContain(guess === 'mat' ? '0 of 24' : '1 of 24');
      await lab.close();
    }
  });
});

describe('the progress strip', () => {
  test('Heads changes nothing the boxes ask: what is done stays at 2 heads', async () => {
    const lab = await open('?practice=1&token=flies&step=softmax');
    const { page } = lab;
    const count = () => page.locator('.practice-count').textContent();
    await predictWord(page, 'arrow');
    await answer(page, /^Your score q·k for “flies” and “arrow”/, '9');
    await expect.poll(count).toContain('2 of 20 exercises answered right');
    await page.getByRole('radio', { name: '2', exact: true }).check();
    await page.locator('#heads-view table').nth(1).waitFor();
    expect(await count()).toContain('2 of 20 exercises answered right');
    expect(await page.locator('.practice-verdict').textContent()).toMatch(/^✓/);
    await nextStep(page);
    await box(page, /^Your weight of “arrow” in the row of “flies”/).waitFor();
    await lab.close();
  });

  test('says what it counts, and a wrong guess is not counted as right', async () => {
    const lab = await open('?practice=1&token=time&step=softmax');
    const { page } = lab;
    const count = () => page.locator('.practice-count').textContent();
    await expect
      .poll(count)
      .toBe(
        '0 of 20 exercises answered right for this sentence and these settings (4 for each of its 5 words as the query). Kept only in this browser.',
      );
    await predictWord(page, 'arrow');
    await expect
      .poll(() => page.locator('.practice-progress').textContent())
      .toContain('Predict: guessed wrong');
    expect(await count()).toContain('0 of 20 exercises answered right');
    // Start over has something to clear: the wrong guess.
    expect(
      await page.getByRole('button', { name: 'Start over' }).getAttribute('aria-disabled'),
    ).toBe('false');
    await lab.close();
  });
});
