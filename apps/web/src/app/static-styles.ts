import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { CSSObject, Theme } from '@mui/material/styles';
import { catalogueStyles } from '../features/catalogue/catalogue-view.styles';
import { foodInformationStyles } from '../features/catalogue/food-information.styles';
import { productDetailsStyles } from '../features/catalogue/product-details.styles';
import { searchBoxStyles } from '../features/catalogue/search-box.styles';
import { heroStyles } from '../features/home/hero-carousel.styles';
import { homeStyles } from '../features/home/home-page.styles';
import { classStyles } from '../lib/ui/class-styles';
import { baselineStyles } from './baseline.styles';
import { appLayoutStyles } from './layout/app-layout.styles';
import { footerStyles } from './layout/footer.styles';
import { topBarStyles } from './layout/top-bar.styles';
import { theme } from '../lib/ui/theme';

export type StyleFunction = (theme: Theme) => CSSObject;

/**
 * The storefront's class styles (decision 011), worked out from the theme when the app is built and
 * linked from the page as a stylesheet (static-styles-plugin.ts): in the browser, emotion turned them into
 * CSS in the middle of the first render, which on a slow phone was a fair part of that task.
 */
export const STATIC_STYLES: readonly StyleFunction[] = [
  baselineStyles,
  classStyles,
  appLayoutStyles,
  topBarStyles,
  footerStyles,
  heroStyles,
  homeStyles,
  catalogueStyles,
  searchBoxStyles,
  productDetailsStyles,
  foodInformationStyles,
];

/**
 * CSS text of style functions, as emotion writes a `GlobalStyles` of them: the same serializer and
 * stylis plugins (vendor prefixes included). Emotion's server build returns the rules; its browser
 * build (in tests) hands them to the sheet it is given.
 */
export function cssOf(styles: readonly StyleFunction[], withTheme: Theme = theme): string {
  const cache = createCache({ key: 'static' });
  return styles
    .map((style) => {
      const rules: string[] = [];
      const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as typeof cache.sheet;
      const serialized = serializeStyles([style as never], undefined, withTheme as never);
      const returned: unknown = cache.insert('', serialized, sheet, false);
      return typeof returned === 'string' ? returned : rules.join('');
    })
    .join('');
}

/** What the built page's `<style>` holds. */
export const staticCss = () => cssOf(STATIC_STYLES);
