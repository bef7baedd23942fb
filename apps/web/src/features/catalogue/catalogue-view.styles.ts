import type { CSSObject, Theme } from '@mui/material/styles';

/** Typography, Stack and Box as this page drew them with them, pixel for pixel. */
export function catalogueStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, typography } = theme;
  return {
    '.catalogue': { paddingBottom: 16 },
    '.catalogue__title': { marginBottom: 4 },
    '.catalogue__intro': { ...typography.body1, margin: '0 0 24px', color: palette.text.secondary },
    '.catalogue__filters': { display: 'flex', flexDirection: 'column', gap: 16, marginBottom: 24 },
    '.catalogue__search': { [breakpoints.up('md')]: { maxWidth: 480 } },
    '.catalogue__count': { ...typography.body2, margin: '0 0 16px', color: palette.text.secondary },
  };
}
