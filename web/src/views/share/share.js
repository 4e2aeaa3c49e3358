// "Copy embed code": the iframe snippet for the lab's current state, shown in
// a read-only text box (clipboard access can be blocked inside frames), with
// the embed's own options: what it shows, whether it has the editing panels
// and its colours; and, in a second box, the script that sizes the frame.
import { embedSnippet, hostListenerScript } from '../../embed/snippet.js';
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import './share.css';

/**
 * Fills the embed panel (share-fold.js built it and its summary).
 * @param {HTMLDetailsElement} details
 * @param {() => string} currentUrl  the lab's URL for its current state
 * @returns {{ refresh(): void }}
 */
export function createShareView(details, currentUrl) {
  // A read-only box of code to copy.
  const codeBox = (id, rows) =>
    el('textarea', { id, className: 'embed-code', readonly: true, rows, spellcheck: 'false' });
  const snippet = codeBox('embed-code', '4');
  const listener = codeBox('embed-listener', '7');
  // An option: its box, then its words.
  const option = (box, key) => el('label', { className: 'embed-option' }, box, ` ${t(key)}`);
  // Radio buttons named `name`, the first one checked.
  const choices = (name, keys) =>
    Object.entries(keys).map(([value, key], index) =>
      option(el('input', { type: 'radio', name, value, checked: index === 0 }), key),
    );
  const controlsBox = el('input', { type: 'checkbox', checked: true });
  // A group of options under its legend.
  const group = (legendKey, ...members) =>
    el(
      'fieldset',
      { className: 'embed-options' },
      el('legend', { text: t(legendKey) }),
      ...members,
    );
  const options = el(
    'div',
    {},
    group(
      'share.frameShows',
      ...choices('embed-view', {
        all: 'share.viewAll',
        steps: 'share.viewSteps',
        matrix: 'share.viewMatrix',
      }),
      option(controlsBox, 'share.controls'),
    ),
    group(
      'share.colours',
      ...choices('embed-theme', {
        auto: 'share.themeAuto',
        light: 'share.themeLight',
        dark: 'share.themeDark',
      }),
    ),
  );
  const checked = (name) => options.querySelector(`input[name="${name}"]:checked`).value;
  const snippetText = () =>
    embedSnippet(currentUrl(), {
      view: checked('embed-view'),
      controls: controlsBox.checked,
      theme: checked('embed-theme'),
    });
  const status = el('span', { className: 'copy-status', role: 'status' });
  const copyButton = el('button', { type: 'button', className: 'button', text: t('share.copy') });
  copyButton.addEventListener('click', async () => {
    snippet.value = snippetText();
    try {
      await navigator.clipboard.writeText(snippet.value);
      status.textContent = t('share.copied');
    } catch {
      snippet.select();
      status.textContent = t('share.selectToCopy');
    }
  });
  details.append(
    el('p', { className: 'section-note', text: t('share.note') }),
    options,
    el('div', { className: 'share-actions' }, copyButton, status),
    el('label', { for: 'embed-code', className: 'visually-hidden', text: t('share.codeLabel') }),
    snippet,
    el('p', { className: 'section-note listener-note', text: t('share.listenerNote') }),
    el('label', {
      for: 'embed-listener',
      className: 'visually-hidden',
      text: t('share.listenerLabel'),
    }),
    listener,
  );
  // The snippet is written only while it can be seen: on opening, and on
  // every state change while open (and again on every copy).
  const refresh = () => {
    if (!details.open) return;
    snippet.value = snippetText();
    listener.value = hostListenerScript(currentUrl());
  };
  details.addEventListener('toggle', refresh);
  options.addEventListener('change', refresh);
  refresh();
  return { refresh };
}
