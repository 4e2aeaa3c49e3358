// The set-up panel for course authors: a small form (the parts a reader
// gets, colours, "Try it yourself", language) over the state on screen, a
// live preview of the frame at a chosen width, and what it makes: the link,
// the iframe snippet with its starting height and the host page's script
// (in read-only boxes, as clipboard access can be blocked inside frames),
// and the lab as one HTML file that starts at that state.
import {
  FRAME_SANDBOX,
  embedSnippet,
  embedUrl,
  hostListenerScript,
  setupLink,
} from '../../embed/snippet.js';
import { HEIGHT_MESSAGE_TYPE } from '../../embed/embed.js';
import { PARTS, shownParts } from '../../embed/parts.js';
import { oneFile, ONE_FILE_NAME } from '../../embed/one-file.js';
import { el } from '../../dom/el.js';
import { parsePageOptions, startSearch } from '../../state/url.js';
import { availableLanguages } from '../../text/locales.js';
import { t } from '../../text/text.js';
import './share.css';

// The parts a reader can be given, one box each (`switches` is its three).
const PART_CHOICES = PARTS.filter((part) => !part.parts).map((part) => part.name);

// The preview's widths: a phone, a course page's column, a wide screen.
const PREVIEW_WIDTHS = { phone: 390, column: 800, wide: 1280 };

// How long the form waits after a change before it reloads the preview.
const PREVIEW_DELAY_MS = 400;

/**
 * Fills the panel (share-fold.js built it and its summary).
 * @param {HTMLDetailsElement} details
 * @param {() => string} currentUrl  the lab's URL for its current state
 * @returns {{ refresh(): void }}
 */
export function createShareView(details, currentUrl) {
  // What the lab on screen shows now is where the form starts.
  const page = parsePageOptions(startSearch(document));
  const shownNow = shownParts(page);
  const practiceNow = new URL(currentUrl()).searchParams.get('practice') === '1';

  // An option: its box, then its words.
  const option = (box, text) => el('label', { className: 'embed-option' }, box, ` ${text}`);
  const group = (legend, className, ...members) =>
    el(
      'fieldset',
      { className: `embed-options ${className}` },
      el('legend', { text: legend }),
      ...members,
    );
  const radios = (name, choices, checkedValue) =>
    Object.entries(choices).map(([value, text]) =>
      option(el('input', { type: 'radio', name, value, checked: value === checkedValue }), text),
    );

  const partBoxes = PART_CHOICES.map((name) => {
    const box = el('input', { type: 'checkbox', value: name, checked: shownNow.has(name) });
    return option(box, t(`share.part_${name}`));
  });
  const practiceBox = el('input', { type: 'checkbox', checked: practiceNow });
  // The language: the reader's own (no lang=) or one the author fixes.
  const language = el(
    'select',
    { id: 'setup-language' },
    el('option', { value: '', text: t('share.languageReader') }),
    ...availableLanguages().map(({ code, name }) =>
      el('option', { value: code, lang: code, text: name }),
    ),
  );
  language.value = page.lang ?? '';
  const form = el(
    'form',
    { className: 'setup-form', 'aria-label': t('share.formLabel') },
    group(t('share.partsLegend'), 'setup-parts', ...partBoxes),
    group(
      t('share.colours'),
      'setup-theme',
      ...radios(
        'setup-theme',
        {
          auto: t('share.themeAuto'),
          light: t('share.themeLight'),
          dark: t('share.themeDark'),
        },
        page.theme,
      ),
    ),
    group(t('share.practiceLegend'), 'setup-practice', option(practiceBox, t('share.practice'))),
    el(
      'p',
      { className: 'setup-language' },
      el('label', { for: 'setup-language', text: t('share.language') }),
      ' ',
      language,
    ),
  );
  // Enter in the form changes nothing: there is nothing to submit.
  form.addEventListener('submit', (event) => event.preventDefault());

  /** The form's choices, as setupLink takes them. */
  const choices = () => {
    const checked = partBoxes
      .map((label) => label.querySelector('input'))
      .filter((box) => box.checked)
      .map((box) => box.value);
    return {
      // All of them, or none (which a link reads as all), is no show= at all.
      show: checked.length === 0 || checked.length === PART_CHOICES.length ? null : checked,
      theme: form.querySelector('input[name="setup-theme"]:checked').value,
      practice: practiceBox.checked,
      lang: language.value || null,
    };
  };

  // The preview: the frame as a reader gets it, at the chosen width,
  // scaled down to fit the panel.
  const preview = el('iframe', {
    className: 'setup-preview-frame',
    title: t('share.previewTitle'),
    sandbox: FRAME_SANDBOX,
  });
  // Hidden until asked for: it is a whole second lab to download and run.
  const previewBox = el('div', { className: 'setup-preview', hidden: true }, preview);
  const previewButton = el('button', {
    type: 'button',
    className: 'button',
    text: t('share.previewShow'),
  });
  previewButton.addEventListener('click', () => {
    previewBox.hidden = false;
    previewButton.hidden = true;
    update();
  });
  const widthGroup = group(
    t('share.previewWidth'),
    'setup-width',
    ...radios(
      'setup-width',
      Object.fromEntries(
        Object.entries(PREVIEW_WIDTHS).map(([name, width]) => [
          String(width),
          t(`share.width_${name}`, { width }),
        ]),
      ),
      String(PREVIEW_WIDTHS.column),
    ),
  );
  let previewHeight = 600;
  const fitPreview = () => {
    const width = Number(widthGroup.querySelector('input:checked').value);
    const scale = Math.min(1, previewBox.clientWidth / width || 1);
    preview.width = String(width);
    preview.height = String(previewHeight);
    preview.style.transform = `scale(${scale})`;
    previewBox.style.height = `${Math.ceil(previewHeight * scale)}px`;
  };
  // The lab in the preview says how tall it is, as it does to a course page.
  addEventListener('message', (event) => {
    if (event.source !== preview.contentWindow || event.data?.type !== HEIGHT_MESSAGE_TYPE) return;
    previewHeight = Math.max(100, Number(event.data.height) || 0);
    fitPreview();
  });
  new ResizeObserver(fitPreview).observe(previewBox);

  // The outputs.
  const codeBox = (id, rows, label) => [
    el('label', { for: id, className: 'setup-output-label', text: label }),
    el('textarea', { id, className: 'embed-code', readonly: true, rows, spellcheck: 'false' }),
  ];
  const [linkLabel, link] = codeBox('setup-link', '2', t('share.linkLabel'));
  const [snippetLabel, snippet] = codeBox('embed-code', '4', t('share.codeLabel'));
  const [listenerLabel, listener] = codeBox('embed-listener', '7', t('share.listenerLabel'));
  const status = el('span', { className: 'copy-status', role: 'status' });
  const copyButton = (key, box) => {
    const button = el('button', { type: 'button', className: 'button', text: t(key) });
    button.addEventListener('click', async () => {
      update();
      try {
        await navigator.clipboard.writeText(box.value);
        status.textContent = t('share.copied');
      } catch {
        box.select();
        status.textContent = t('share.selectToCopy');
      }
    });
    return button;
  };
  const downloadStatus = el('p', { className: 'copy-status', role: 'status' });
  const downloadButton = el('button', {
    type: 'button',
    className: 'button',
    text: t('share.download'),
  });
  downloadButton.addEventListener('click', async () => {
    downloadStatus.textContent = t('share.downloading');
    try {
      const file = await oneFile(new URL(setupLink(currentUrl(), choices())).search);
      const anchor = el('a', { href: URL.createObjectURL(file), download: ONE_FILE_NAME });
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(anchor.href), 60_000);
      downloadStatus.textContent = t('share.downloaded', { file: ONE_FILE_NAME });
    } catch (error) {
      downloadStatus.textContent = t('share.downloadFailed', {
        file: ONE_FILE_NAME,
        message: error?.message ?? String(error),
      });
    }
  });

  details.append(
    el('p', { className: 'section-note', text: t('share.note') }),
    form,
    widthGroup,
    el('p', { className: 'section-note', text: t('share.previewNote') }),
    previewButton,
    previewBox,
    linkLabel,
    link,
    snippetLabel,
    snippet,
    el(
      'div',
      { className: 'share-actions' },
      copyButton('share.copyLink', link),
      copyButton('share.copy', snippet),
      status,
    ),
    el('p', { className: 'section-note listener-note', text: t('share.listenerNote') }),
    listenerLabel,
    listener,
    el('h3', { className: 'setup-file-title', text: t('share.fileTitle') }),
    el('p', { className: 'section-note', text: t('share.fileNote', { file: ONE_FILE_NAME }) }),
    el('div', { className: 'share-actions' }, downloadButton),
    downloadStatus,
  );

  // The outputs are written only while they can be seen: on opening, on
  // every change of the form, and on every state change while open; the
  // preview reloads a moment after the last of them.
  let previewTimer;
  const update = () => {
    if (!details.open) return;
    const options = choices();
    const address = setupLink(currentUrl(), options);
    link.value = address;
    snippet.value = embedSnippet(address, { show: options.show, theme: options.theme });
    listener.value = hostListenerScript(address);
    const frameAddress = embedUrl(address);
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => {
      if (previewBox.hidden || preview.src === frameAddress) return;
      preview.src = frameAddress;
    }, PREVIEW_DELAY_MS);
    fitPreview();
  };
  details.addEventListener('toggle', update);
  form.addEventListener('change', update);
  widthGroup.addEventListener('change', fitPreview);
  update();
  return { refresh: update };
}
