// The sentence as chips, one per token with its id; the chips are native
// radios, so click, touch and arrow keys all pick the query for free.
import { el } from '../format.js';

/**
 * @param {HTMLElement} container  a <fieldset role="radiogroup"> with a legend
 * @param {{ onSelect: (index: number) => void }} handlers
 */
export function createTokensView(container, { onSelect }) {
  const list = el('div', { className: 'token-chips' });
  container.append(list);
  let radios = [];
  let built = '';

  // ids: the chapter's BERT ids; a learner's words have none, so they show their position.
  function build(tokens, ids) {
    list.replaceChildren();
    radios = tokens.map((token, index) => {
      const textId = `token-${index}-text`;
      const idId = `token-${index}-id`;
      const radio = el('input', {
        type: 'radio',
        name: 'query-token',
        value: String(index),
        className: 'token-radio',
        'aria-labelledby': textId,
        'aria-describedby': idId,
      });
      radio.addEventListener('change', () => {
        if (radio.checked) onSelect(index);
      });
      list.append(
        el(
          'label',
          { className: 'token-chip' },
          radio,
          el('span', { className: 'token-text', id: textId, text: token, dir: 'auto' }),
          el('span', {
            className: 'token-id',
            id: idId,
            text: ids ? `id ${ids[index]}` : `word ${index + 1}`,
          }),
        ),
      );
      return radio;
    });
  }

  return {
    update(model, state) {
      const shape = `${model.tokens.join('\u0000')}|${model.ids}`;
      if (shape !== built) {
        built = shape;
        build(model.tokens, model.ids);
      }
      radios.forEach((radio, index) => {
        const checked = index === state.queryIndex;
        if (radio.checked !== checked) radio.checked = checked;
      });
    },
  };
}
