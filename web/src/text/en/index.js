// The English text of the lab, one file per part. Keys are "<part>.<name>";
// each file holds only its own part's keys. The page shell's words
// (page.js) are written into index.html at build time (scripts/page-text.js).
// This is every English template, for the build and the tests; the page
// loads the parts as it needs them (../locales.js).
import controls from './controls.js';
import download from './download.js';
import editor from './editor.js';
import figures from './figures.js';
import heads from './heads.js';
import language from './language.js';
import lines from './lines.js';
import matrix from './matrix.js';
import plane from './plane.js';
import practice from './practice.js';
import print from './print.js';
import scaling from './scaling.js';
import sentence from './sentence.js';
import shapes from './shapes.js';
import share from './share.js';
import steps from './steps.js';
import tokens from './tokens.js';
import wording from './wording.js';
import { keyed } from '../keyed.js';

export { keyed };

/** @type {Record<string, string>} */
export const STRINGS = keyed({
  controls,
  download,
  editor,
  figures,
  heads,
  language,
  lines,
  matrix,
  plane,
  practice,
  print,
  scaling,
  sentence,
  shapes,
  share,
  steps,
  tokens,
  wording,
});
