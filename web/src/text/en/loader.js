// The English words the page loads (../locales.js): the parts the first
// screen shows in this module's chunk, each part whose view loads later
// (../parts.js) in a chunk of its own.
// The page shell's words (page.js) come only with a switch back from
// another language: index.html is built with them.
export const firstScreen = import.meta.glob(
  [
    './*.js',
    '!./{index,loader,page,editor,figures,heads,lines,plane,practice,print,scaling,shapes,share}.js',
  ],
  { eager: true, import: 'default' },
);

export const later = import.meta.glob(
  './{page,editor,figures,heads,lines,plane,practice,print,scaling,shapes,share}.js',
  {
    import: 'default',
  },
);
