// The sentence as chips, one per token with its id; the chips are native
// radios, so click, touch and arrow keys all pick the query for free.
import { changeTracker } from '../../changes.js';
import { el } from '../../dom/el.js';
import { setText } from '../../dom/patch.js';
import { t } from '../../text/text.js';
import { textDirection } from '../../text/wording.js';
import './tokens.css';

/**
 * @param {HTMLElement} container  a <fieldset role="radiogroup"> with a legend
 * @param {{ onSelect: (index: number) => void }} handlers
 */
export function createTokensView(container, { onSelect }) {
  const list = el('div', { className: 'token-chips' });
  container.append(list);
  let radios = [];
  // Each chip's word and id: other words as many as before relabel the chips.
  let chipTexts = [];
  const changes = changeTracker();

  // ids: the chapter's BERT ids; a learner's words have none, so they show their position.
  const idText = (ids, index) =>
    ids ? t('tokens.id', { id: ids[index] }) : t('tokens.position', { position: index + 1 });

  // The chips run the way the sentence does, on any page: "time flies
  // like an arrow" left to right inside Arabic too, so the arrow keys move
  // the way the words are seen.
  const setDirection = (tokens) => {
    const dir = textDirection(tokens.join(' '));
    if (list.dir !== dir) list.dir = dir;
  };

  function relabel(tokens, ids) {
    setDirection(tokens);
    chipTexts.forEach(({ word, id }, index) => {
      setText(word, tokens[index]);
      setText(id, idText(ids, index));
    });
  }

  function build(tokens, ids) {
    list.replaceChildren();
    setDirection(tokens);
    chipTexts = [];
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
      const word = el('span', { className: 'token-text', id: textId, text: token, dir: 'auto' });
      const id = el('span', { className: 'token-id', id: idId, text: idText(ids, index) });
      chipTexts.push({ word, id });
      list.append(el('label', { className: 'token-chip' }, radio, word, id));
      return radio;
    });
  }

  return {
    update(model, { queryIndex }) {
      if (changes.changed('words', model.words)) {
        if (model.tokens.length === radios.length) relabel(model.tokens, model.ids);
        else build(model.tokens, model.ids);
      }
      // Checking one radio of the group unchecks the others.
      if (!radios[queryIndex].checked) radios[queryIndex].checked = true;
    },
  };
}
