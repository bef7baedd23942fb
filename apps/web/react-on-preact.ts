/**
 * The app, MUI and the router are written against React's API; they run on Preact's compatible
 * layer, which does the same for about a fifth of react-dom's bytes (the storefront's first load
 * has a 150 KiB budget). Tests resolve through the same aliases, so they exercise what ships.
 */
export const reactOnPreact: { find: RegExp; replacement: string }[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
