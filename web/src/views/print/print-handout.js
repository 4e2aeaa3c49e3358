// Printing the lab: the Print handout button, and Ctrl+P / ⌘P, print the
// handout (print/handout.js) instead of the page. Its module and words load
// on first use, which a print cannot wait for, so the first Ctrl+P is held
// until they are there and then prints; after that, each print (the
// browser's menu too) builds the handout afresh on beforeprint, for the
// state on screen. The browser's menu, before the module has loaded, prints
// the page without its controls (styles/base.css) and starts the loading.
import { el } from '../../dom/el.js';
import { t } from '../../text/text.js';
import { loadPartWords } from '../language/language.js';
import { STEPS } from '../steps/step-pages.js';
import './print-handout.css';

/** @type {(() => { model: object, selection: object, address: string }) | null} */
let currentState = null;
let showHandout = null;
let loading = null;

// The module once; the words each time, as the language may have changed.
async function load() {
  loading ??= import('../../print/handout.js').then((module) => {
    showHandout = module.showHandout;
  });
  await Promise.all([loading, loadPartWords('print'), loadPartWords('figures')]);
}

function build() {
  if (showHandout && currentState) showHandout({ ...currentState(), steps: STEPS });
}

/** Builds the handout for the state on screen and opens the browser's print dialog. */
export async function printHandout() {
  await load();
  build();
  window.print();
}

const isPrintShortcut = (event) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p';

/**
 * Prints the handout of `current()` from now on (a lab built again after a
 * language switch calls this again).
 * @param {() => { model: object, selection: object, address: string }} current
 */
export function setUpPrinting(current) {
  const isFirst = currentState === null;
  currentState = current;
  // A new language: its words for the next print.
  if (showHandout) load().catch(console.error);
  if (!isFirst) return;
  window.addEventListener('beforeprint', () => {
    if (showHandout) build();
    else load().then(build).catch(console.error);
  });
  window.addEventListener('keydown', (event) => {
    if (!isPrintShortcut(event) || showHandout) return;
    event.preventDefault();
    printHandout().catch(console.error);
  });
}

/** The Print handout button. */
export function createPrintButton() {
  const button = el('button', {
    type: 'button',
    className: 'button print-button',
    text: t('download.printHandout'),
  });
  button.addEventListener('click', () => printHandout().catch(console.error));
  return el('p', { className: 'print-row' }, button);
}
