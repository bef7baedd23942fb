import { render } from '@testing-library/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { cssOf, STATIC_STYLES, type StyleFunction } from './static-styles';
import { theme } from '../lib/ui/theme';

/** What emotion writes into the document when a component draws `<GlobalStyles styles={style} />`. */
function cssEmotionWrites(style: StyleFunction): string {
  document.head.innerHTML = '';
  const { unmount } = render(
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={style} />
    </ThemeProvider>,
  );
  const css = [...document.querySelectorAll('style[data-emotion]')].map((tag) => tag.textContent).join('');
  unmount();
  return css;
}

describe('the class styles written into the page when the app is built', () => {
  it.each(STATIC_STYLES.map((style) => [style.name, style] as const))('%s: the CSS emotion would write in the browser', (_name, style) => {
    const css = cssOf([style]);
    expect(css.length).toBeGreaterThan(100);
    expect(css).toBe(cssEmotionWrites(style));
  });
});
