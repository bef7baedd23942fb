/** The shop name the web app's index.html is written with; the server puts the configured one in its place. */
export const BUILT_IN_SHOP_NAME = 'Halwai Sweets & Snacks';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in element text and in double-quoted attributes alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * index.html naming the shop `name`: the built-in name is replaced in the `<title>`, the description
 * meta tag and the `<noscript>` text, so the tab, search results and script-less visitors see it.
 * e.g. `withShopName(html, 'Test Mithai Bhandar')`.
 */
export function withShopName(html: string, name: string): string {
  const from = escapeHtml(BUILT_IN_SHOP_NAME);
  const to = escapeHtml(name);
  // split/join rather than replaceAll: a name may contain `$&`-style replacement patterns.
  const rename = (part: string) => part.split(from).join(to);
  return html
    .replace(/<title>[\s\S]*?<\/title>/, rename)
    .replace(/<meta\s+name="description"[\s\S]*?>/, rename)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, rename);
}
