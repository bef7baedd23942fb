import type { CSSObject, Theme } from '@mui/material/styles';

/** The home page's heading and its sections' layout, as MUI's Typography, Grid, Stack and Box drew them. */
export function homeStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, typography } = theme;
  return {
    '.home__intro': { marginBottom: 16, [breakpoints.up('md')]: { marginBottom: 24 } },
    '.home__title': { marginBottom: 4 },
    '.home__lead': { ...typography.body1, margin: 0, maxWidth: '62ch', color: palette.text.secondary },
    // The phone's search box: the wide top bar has its own from WIDE_HEADER_QUERY's width on.
    '.home__search': {
      position: 'relative',
      marginTop: 16,
      maxWidth: 480,
      '@media (min-width:1024px)': { display: 'none' },
    },
    '.home__search-icon': {
      position: 'absolute',
      left: 12,
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'flex',
      color: palette.action.active,
      pointerEvents: 'none',
    },
    '.home__search-input': {
      ...typography.body1,
      boxSizing: 'border-box',
      width: '100%',
      height: 48,
      padding: '0 14px 0 44px',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: 24,
      outline: 'none',
      '&:focus': { borderColor: palette.primary.main, boxShadow: `0 0 0 1px ${palette.primary.main}` },
      '&::placeholder': { color: palette.text.secondary, opacity: 1 },
    },
    '.home__section': { marginTop: 40, [breakpoints.up('md')]: { marginTop: 56 } },
    '.home__section-title': { marginBottom: 16 },
    // MUI's Grid (2, 3 and 4 columns) as the category tiles were laid out with it.
    '.category-grid': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: 12,
      padding: 0,
      margin: 0,
      listStyle: 'none',
      [breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 24 },
    },
    '.category-grid__skeleton': { height: 'auto', aspectRatio: '4 / 3', borderRadius: 16 },
    '.featured-strip__head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 },
    '.featured-strip__buttons': {
      display: 'none',
      [breakpoints.up('sm')]: { display: 'flex', '& > * + *': { marginLeft: 8 } },
    },
    '.featured-strip__button': {
      color: palette.action.active,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
    },
    '.featured-strip__list': {
      display: 'flex',
      gap: 16,
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      // Snapping aligns to the scroll box's edge, so it needs the same inset as the padding.
      scrollPaddingInline: '16px',
      scrollbarWidth: 'thin',
      listStyle: 'none',
      margin: '0 -16px',
      padding: '4px 16px 16px',
      [breakpoints.up('sm')]: { scrollPaddingInline: 0, margin: 0, padding: '4px 0 16px' },
    },
    '.featured-strip__item': {
      flex: '0 0 auto',
      width: 200,
      scrollSnapAlign: 'start',
      [breakpoints.up('md')]: { width: 240 },
    },
    '.featured-strip__skeleton': { height: 260, borderRadius: 16 },
    ...contactStyles(theme),
  };
}

/** The contact section: MUI's Card (as the theme draws it) holding a Grid of 5 and 7 columns, Stacks and a Link. */
function contactStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, transitions, typography } = theme;
  // Grid's width of `n` of 12 columns with `spacing` between them.
  const columns = (n: number, spacing: number) => `calc(100% * ${n} / 12 - (12 - ${n}) * (${spacing}px / 12))`;
  return {
    '.contact': { margin: '32px 0 16px', [breakpoints.up('md')]: { margin: '48px 0 32px' } },
    '.contact__card': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 24,
      boxSizing: 'border-box',
      minWidth: 0,
      overflow: 'hidden',
      padding: 20,
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      borderRadius: 16,
      border: `1px solid ${palette.divider}`,
      boxShadow: '0 2px 10px rgba(122, 21, 48, 0.06)',
      [breakpoints.up('md')]: { gap: 48, padding: 40 },
    },
    '.contact__about, .contact__form': { flex: '0 0 auto', boxSizing: 'border-box', minWidth: 0, width: columns(12, 24) },
    [breakpoints.up('md')]: {
      '.contact__about': { width: columns(5, 48) },
      '.contact__form': { width: columns(7, 48) },
    },
    '.contact__title': { marginBottom: 12 },
    '.contact__text': { ...typography.body1, margin: '0 0 24px', color: palette.text.secondary },
    '.contact__ways': { display: 'flex', flexDirection: 'column', '& > * + *': { marginTop: 12 } },
    '.contact__way': { display: 'flex', alignItems: 'center', '& > * + *': { marginLeft: 12 } },
    '.contact__icon': {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      fontSize: typography.pxToRem(24),
      color: palette.primary.main,
      fill: 'currentColor',
      userSelect: 'none',
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
    },
    '.contact__phone': {
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      fontWeight: 600,
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '.contact__hours': { ...typography.body1, marginTop: 0, marginBottom: 0 },
  };
}
