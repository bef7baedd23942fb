import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * MUI's CssBaseline as it draws it for the theme (the page's font, colours and box sizing), and the
 * shop's own rule for people who ask for less motion. Written at build time with the other class
 * styles, so a page looks right before any MUI code has loaded, and MUI's screens need no CssBaseline.
 */
export function baselineStyles(theme: Theme): CSSObject {
  const { palette, typography } = theme;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...typography.body1,
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  };
}
