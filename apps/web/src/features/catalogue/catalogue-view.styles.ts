import type { CSSObject, Theme } from '@mui/material/styles';
import { cardLook, countBadgeLook } from '../../lib/ui/class-styles';

/** Typography, Stack and Box as this page drew them with them, pixel for pixel. */
export function catalogueStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, typography } = theme;
  const countBadge = countBadgeLook(theme, 700);
  return {
    '.catalogue': { paddingBottom: 16 },
    '.catalogue__title': { marginBottom: 4 },
    '.catalogue__intro': { ...typography.body1, margin: '0 0 24px', color: palette.text.secondary },
    '.catalogue__filters': { display: 'flex', flexDirection: 'column', gap: 16, marginBottom: 24 },
    '.catalogue__search': { [breakpoints.up('md')]: { maxWidth: 480 } },
    '.catalogue__count': { ...typography.body2, margin: '0 0 16px', color: palette.text.secondary },
    // A row of chips: scrolled sideways on a phone, wrapped from a laptop up.
    '.chip-row': {
      display: 'flex',
      flexDirection: 'row',
      gap: 8,
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      margin: '0 -16px',
      padding: '4px 16px',
      [breakpoints.up('sm')]: { margin: 0, padding: '4px 0' },
      [breakpoints.up('md')]: { flexWrap: 'wrap', overflowX: 'visible' },
    },
    // The /sweet-test variant's grid, faded in as MUI's Fade did it.
    '.catalogue__fade-in': { animation: `catalogue-fade-in 700ms ${theme.transitions.easing.easeInOut}` },
    '@keyframes catalogue-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
    '@media (prefers-reduced-motion: reduce)': { '.catalogue__fade-in': { animation: 'none' } },
    // The floating cart button: its strip on a phone and a tablet, the margin beside the grid from `lg`.
    '.cart-fab': {
      position: 'sticky',
      bottom: 0,
      zIndex: theme.zIndex.speedDial,
      display: 'flex',
      justifyContent: 'flex-end',
      marginTop: 24,
      marginLeft: -16,
      marginRight: -16,
      padding: '12px 16px',
      backgroundColor: palette.background.default,
      boxShadow: '0 -1px 0 rgba(43, 27, 18, 0.12), 0 -6px 12px -8px rgba(43, 27, 18, 0.25)',
      [breakpoints.up('sm')]: { marginLeft: -24, marginRight: -24, paddingLeft: 24, paddingRight: 24 },
      [breakpoints.up('lg')]: {
        bottom: 24,
        marginLeft: 0,
        marginRight: -64,
        padding: 0,
        backgroundColor: 'transparent',
        boxShadow: 'none',
        pointerEvents: 'none',
      },
    },
    // MUI's Fab (large, secondary).
    '.cart-fab__button': {
      ...typography.button,
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      width: 56,
      height: 56,
      minHeight: 36,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      zIndex: theme.zIndex.fab,
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
      boxShadow: theme.shadows[6],
      textDecoration: 'none',
      pointerEvents: 'auto',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
        duration: theme.transitions.duration.short,
      }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.secondary.dark } },
      '&:active': { boxShadow: theme.shadows[12] },
      '&:focus-visible': { outline: `2px solid ${palette.primary.dark}`, outlineOffset: 2 },
    },
    // MUI's Badge (accent, up to 99).
    '.cart-fab__badge': countBadge.badge,
    '.cart-fab__count': countBadge.count,
    '.catalogue-state': {
      ...cardLook(theme),
      padding: 24,
      textAlign: 'center',
      [breakpoints.up('md')]: { padding: 40 },
    },
    '.catalogue-state__spinner': { width: 32, height: 32, marginBottom: 16 },
    '.catalogue-state__text': { ...typography.body1, margin: 0, color: palette.text.secondary },
  };
}
