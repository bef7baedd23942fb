import type { CSSObject, Theme } from '@mui/material/styles';

export function homeStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, typography } = theme;
  return {
    '.home__intro': { marginBottom: 16, [breakpoints.up('md')]: { marginBottom: 24 } },
    '.home__title': { marginBottom: 4 },
    '.home__lead': { ...typography.body1, margin: 0, maxWidth: '62ch', color: palette.text.secondary },
  };
}
