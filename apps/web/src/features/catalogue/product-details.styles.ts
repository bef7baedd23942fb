import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/** MUI's Breadcrumbs, Grid, Typography and Chip as this page drew them with them, pixel for pixel. */
export function productDetailsStyles(theme: Theme): CSSObject {
  const { palette, breakpoints, typography } = theme;
  const chip: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderRadius: 16,
  };
  return {
    '.product-details': { paddingBottom: 32 },
    '.breadcrumbs': { ...typography.body1, margin: '0 0 16px', color: palette.text.secondary },
    '.breadcrumbs__list': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: 0,
      margin: 0,
      listStyle: 'none',
    },
    '.breadcrumbs__link': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
    '.breadcrumbs__separator': { display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 },
    '.breadcrumbs__current': { ...typography.body1, margin: 0, color: palette.text.primary },
    '.product-details__columns': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: 24,
      [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 40 },
    },
    '.product-details__picture': { position: 'relative', alignSelf: 'start' },
    // While the item loads: MUI's rounded and text Skeletons.
    '.product-details__skeleton-picture': {
      height: 'auto',
      aspectRatio: '4 / 3',
      borderRadius: 4 * Number(theme.shape.borderRadius),
    },
    '.product-details__skeleton-line': { marginBottom: 4, transform: 'scale(1, 0.6)', transformOrigin: '0 55%' },
    '.product-details__badge': { position: 'absolute', top: 16, left: 16 },
    '.product-details__name': { marginBottom: 8 },
    '.product-details__price': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      rowGap: 8,
      marginBottom: 16,
      '& > *': { margin: 0 },
      '& > * + *': { marginLeft: 12 },
    },
    '.product-details__description': { ...typography.body1, margin: '0 0 24px', fontSize: '1.05rem' },
    '.stock-chip': chip,
    '.stock-chip--in': {
      padding: '0 7px',
      color: palette.success.main,
      border: `1px solid ${alpha(palette.success.main, 0.7)}`,
    },
    '.stock-chip--out': { padding: '0 8px', color: palette.common.white, backgroundColor: palette.grey[800] },
  };
}
