// The Arabic words the page loads (../locales.js): the parts the first
// screen shows in this module's chunk, each part whose view loads later
// (../parts.js) in a chunk of its own.
export const firstScreen = import.meta.glob(
  [
    './*.js',
    '!./{index,loader,editor,figures,heads,lines,plane,practice,print,scaling,shapes,share}.js',
  ],
  { eager: true, import: 'default' },
);

export const later = import.meta.glob(
  './{editor,figures,heads,lines,plane,practice,print,scaling,shapes,share}.js',
  {
    import: 'default',
  },
);
