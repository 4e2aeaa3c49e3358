// The Download figure fold's title (key "download.title"), beside each
// picture (views/figures/figure-fold.js); its buttons' words and the
// figures' own are in ./figures.js, loaded when a fold is first opened.
export default {
  title: 'Download figure',
};
