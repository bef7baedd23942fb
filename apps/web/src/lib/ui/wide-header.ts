import { useMediaQuery } from '../use-media-query';

/** From this width the top bar holds the search box and the category links (a laptop or wider). */
export const WIDE_HEADER_QUERY = '(min-width:1024px)';

/** Whether the top bar holds the search box and category links, read at once on the first render. */
export const useWideHeader = () => useMediaQuery(WIDE_HEADER_QUERY);

/** The catalogue's search text in the address (`/sweets?q=laddoo`), which the wide top bar writes. */
export const SEARCH_PARAM = 'q';
