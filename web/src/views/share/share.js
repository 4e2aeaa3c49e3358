// "Copy embed code": the iframe snippet for the lab's current state, shown in
// a read-only text box (clipboard access can be blocked inside frames), with
// the embed's own options: what it shows, whether it has the editing panels
// and its colours; and, in a second box, the script that sizes the frame.
import { embedSnippet, hostListenerScript } from '../../embed/embed.js';
import { el } from '../../dom/el.js';
import './share.css';

/**
 * @param {HTMLElement} container
 * @param {() => string} currentUrl  the lab's URL for its current state
 */
export function createShareView(container, currentUrl) {
  const snippet = el('textarea', {
    id: 'embed-code',
    className: 'embed-code',
    readonly: true,
    rows: '4',
    spellcheck: 'false',
  });
  const listener = el('textarea', {
    id: 'embed-listener',
    className: 'embed-code',
    readonly: true,
    rows: '7',
    spellcheck: 'false',
  });
  // Radio buttons named `name`, the first one checked.
  const choices = (name, labels) =>
    Object.entries(labels).map(([value, text], index) =>
      el(
        'label',
        { className: 'embed-option' },
        el('input', { type: 'radio', name, value, checked: index === 0 }),
        ` ${text}`,
      ),
    );
  const controlsBox = el('input', { type: 'checkbox', checked: true });
  const options = el(
    'div',
    {},
    el(
      'fieldset',
      { className: 'embed-options' },
      el('legend', { text: 'The frame shows' }),
      ...choices('embed-view', {
        all: 'Steps and weight matrix',
        steps: 'Only the steps',
        matrix: 'Only the weight matrix',
      }),
      el(
        'label',
        { className: 'embed-option' },
        controlsBox,
        ' Editing panels (your sentence, your numbers, shapes at d = 768)',
      ),
    ),
    el(
      'fieldset',
      { className: 'embed-options' },
      el('legend', { text: 'Colours' }),
      ...choices('embed-theme', {
        auto: "Light or dark, as the reader's device is set",
        light: 'Always light (for a light course page)',
        dark: 'Always dark',
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
  const copyButton = el('button', { type: 'button', className: 'button', text: 'Copy embed code' });
  copyButton.addEventListener('click', async () => {
    snippet.value = snippetText();
    try {
      await navigator.clipboard.writeText(snippet.value);
      status.textContent = 'Copied. Paste it into your course page.';
    } catch {
      snippet.select();
      status.textContent = 'Select the code below and copy it.';
    }
  });
  const details = el(
    'details',
    { className: 'share' },
    el('summary', { text: 'Embed this lab in a course page' }),
    el('p', {
      className: 'section-note',
      text: 'The snippet opens the lab at its current state, without the page title and footer, in a borderless frame tall enough for its steps on a wide screen.',
    }),
    options,
    el('div', { className: 'share-actions' }, copyButton, status),
    el('label', { for: 'embed-code', className: 'visually-hidden', text: 'Embed code' }),
    snippet,
    el('p', {
      className: 'section-note listener-note',
      text: 'Add these lines once to the course page too: the lab tells the page how tall it is whenever that changes (a panel opens, a phone stacks the parts), and they set each lab frame to that height, so it never needs a scrollbar or cuts a step off.',
    }),
    el('label', {
      for: 'embed-listener',
      className: 'visually-hidden',
      text: 'Script for the course page',
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
  container.append(details);
  return { refresh };
}
