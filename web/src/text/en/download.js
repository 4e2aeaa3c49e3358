// The first screen's words for the author's outputs (keys "download.<name>"):
// the Download figure fold's title, beside each picture
// (views/figures/figure-fold.js), and the Print handout button. The fold's
// buttons and the figures' and handout's own words load when first used
// (./figures.js, ./print.js).
export default {
  title: 'Download figure',
  /** The button that prints the handout (views/print/print-handout.js). */
  printHandout: 'Print handout',
};
