// The English text of the lab, one file per part. Keys are "<part>.<name>";
// each file holds only its own part's keys.
import controls from './controls.js';
import editor from './editor.js';
import heads from './heads.js';
import lines from './lines.js';
import matrix from './matrix.js';
import page from './page.js';
import plane from './plane.js';
import scaling from './scaling.js';
import sentence from './sentence.js';
import shapes from './shapes.js';
import share from './share.js';
import steps from './steps.js';
import tokens from './tokens.js';
import wording from './wording.js';

/** @type {Record<string, string>} */
export const STRINGS = Object.fromEntries(
  Object.entries({
    controls,
    editor,
    heads,
    lines,
    matrix,
    page,
    plane,
    scaling,
    sentence,
    shapes,
    share,
    steps,
    tokens,
    wording,
  }).flatMap(([part, strings]) =>
    Object.entries(strings).map(([name, template]) => [`${part}.${name}`, template]),
  ),
);
