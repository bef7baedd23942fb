import type { CSSObject, Theme } from '@mui/material/styles';

/** The product page's food information section and the veg mark beside the name. */
export function foodInformationStyles(theme: Theme): CSSObject {
  const { palette, typography, breakpoints } = theme;
  return {
    '.veg-mark': { flexShrink: 0, display: 'block' },
    '.food-info__diet': {
      ...typography.body2,
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      margin: '0 0 8px',
      color: palette.text.secondary,
    },
    '.food-info': {
      marginTop: 32,
      padding: 16,
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      background: palette.background.paper,
      [breakpoints.up('md')]: { padding: 24 },
    },
    '.food-info__title': { ...typography.h6, margin: '0 0 8px' },
    '.food-info__contains': { ...typography.body1, fontWeight: 700, margin: '0 0 12px' },
    '.food-info__facts': {
      ...typography.body2,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: '2px 16px',
      margin: '0 0 12px',
      '& dt': { fontWeight: 700, marginTop: 8 },
      '& dd': { margin: 0 },
      [breakpoints.up('sm')]: {
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        '& dt': { marginTop: 0 },
      },
    },
    '.food-info__nutrition': {
      ...typography.body2,
      borderCollapse: 'collapse',
      minWidth: 280,
      margin: '0 0 12px',
      '& caption': { textAlign: 'left', fontWeight: 700, paddingBottom: 4 },
      '& th, & td': {
        padding: '4px 8px 4px 0',
        borderBottom: `1px solid ${palette.divider}`,
        textAlign: 'left',
        fontWeight: 400,
      },
      '& td': { textAlign: 'right' },
    },
    '.food-info__licence': { ...typography.body2, margin: 0, color: palette.text.secondary },
  };
}
