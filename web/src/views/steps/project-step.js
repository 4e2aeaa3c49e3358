// Step 1, Project: the query's embedding times W_Q, W_K and W_V.
import { el } from '../../format.js';
import * as math from '../formula.js';
import { explanation, htmlMatrix, htmlSymbol, htmlVector } from './html.js';

const PROJECTIONS = [
  ['q', 'Q', 'query', 'wq', 'queries'],
  ['k', 'K', 'key', 'wk', 'keys'],
  ['v', 'V', 'value', 'wv', 'values'],
];

// With the projections off, q = k = v = x: one card, nothing multiplied.
function sharedProjections(token, x) {
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
          htmlSymbol('q', token),
          ' = ',
          htmlSymbol('k', token),
          ' = ',
          htmlSymbol('v', token),
          ' = ',
          htmlSymbol('x', token),
        ),
        htmlVector(x, { className: 'is-result' }),
      ),
    ),
  };
}

export const projectStep = {
  title: 'Project',
  // This page does not show the focused key, so a new one leaves it as it is.
  showsFocusedKey: false,

  describe: (model, { queryIndex }) =>
    `“${model.labels[queryIndex]}” gets its query, key and value vectors.`,

  build(model, { queryIndex: i }) {
    const token = model.labels[i];
    const x = model.matrices.x[i];
    if (!model.numbers.separateProjections) return sharedProjections(token, x);
    const parts = PROJECTIONS.map(([letter, subscript, role, matrix, results]) => ({
      letter,
      subscript,
      role,
      weights: model.matrices[matrix],
      result: model[results][i],
    }));
    return {
      text: explanation(
        `The embedding of “${token}” is multiplied by three learned matrices.`,
        'Out come a query (what this token is looking for), a key (what it can be found by) and a value (what it hands on when it is found).',
      ),
      math: parts.map(({ letter, subscript, result }) => {
        const w = () => math.symbol('W', math.mi(subscript));
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
        el('p', { className: 'project-input' }, htmlSymbol('x', token), ' = ', htmlVector(x)),
        el(
          'div',
          { className: 'project-cards' },
          ...parts.map(({ letter, subscript, role, weights, result }, index) =>
            el(
              'div',
              { className: 'project-card', style: `--order: ${index}` },
              el('p', { className: 'card-label' }, '× ', htmlSymbol('W', subscript)),
              htmlMatrix(weights),
              el('p', { className: 'card-label' }, '= ', htmlSymbol(letter, token), ` (${role})`),
              htmlVector(result, { className: 'is-result' }),
            ),
          ),
        ),
      ),
    };
  },
};
