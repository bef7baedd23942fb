/** The storefront's colours (apps/web/src/app/theme.ts): the top bar and the page behind it. */
const THEME_COLOR = '#C2410C';
const BACKGROUND_COLOR = '#FFF8EF';

/** The longest name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/** A home-screen label: the name when it fits, else its words up to 12 characters, else its start. */
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

/**
 * The web app manifest that makes the storefront installable (Android's "Add to Home screen"),
 * named for the shop as its settings say now.
 */
export function webManifest(shopName: string) {
  return {
    name: shopName,
    short_name: shortName(shopName),
    description: `Order sweets, snacks and groceries from ${shopName}.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: 'en-IN',
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
