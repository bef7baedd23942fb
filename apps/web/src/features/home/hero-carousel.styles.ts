import type { CSSObject, Theme } from '@mui/material/styles';

const SHADE = 'rgba(36, 8, 4, 0.55)';

/** The carousel's look, as MUI drew it from Box, Stack, Typography, Button and IconButton, pixel for pixel. */
export function heroStyles(theme: Theme): CSSObject {
  const { palette, breakpoints, typography } = theme;
  const sm = breakpoints.up('sm');
  const md = breakpoints.up('md');
  const pill = { color: palette.common.white, backgroundColor: SHADE, borderRadius: 999, backdropFilter: 'blur(4px)' };
  return {
    '.hero': {
      position: 'relative',
      overflow: 'hidden',
      height: 340,
      borderRadius: 16,
      backgroundColor: palette.secondary.dark,
      boxShadow: '0 12px 40px rgba(122, 21, 48, 0.18)',
      [sm]: { height: 380 },
      [md]: { height: 440, borderRadius: 24 },
    },
    '.hero__slides': { position: 'absolute', inset: 0 },
    '.hero__slide': {
      position: 'absolute',
      inset: 0,
      opacity: 0,
      visibility: 'hidden',
      transition: 'opacity 700ms ease, visibility 700ms',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '.hero__slide--active': { opacity: 1, visibility: 'visible' },
    '.hero__picture': {
      position: 'absolute',
      inset: 0,
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      objectPosition: '70% 50%',
      [md]: { objectPosition: '100% 50%' },
    },
    '.hero__shade': {
      position: 'absolute',
      inset: 0,
      background: 'linear-gradient(0deg, rgba(36, 8, 4, 0.88) 0%, rgba(36, 8, 4, 0.5) 35%, rgba(36, 8, 4, 0) 60%)',
      [md]: { background: 'linear-gradient(90deg, rgba(36, 8, 4, 0.62) 0%, rgba(36, 8, 4, 0.35) 38%, rgba(36, 8, 4, 0) 58%)' },
    },
    '.hero__words': {
      position: 'absolute',
      left: 20,
      right: 20,
      bottom: 72,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      color: palette.common.white,
      [md]: { left: 56, right: 'auto', bottom: 'auto', top: '50%', transform: 'translateY(-50%)', maxWidth: 460 },
    },
    '.hero__title, .hero__text': { ...typography.body1, margin: 0 },
    '.hero__title': {
      marginBottom: 16,
      fontFamily: typography.h1.fontFamily,
      fontWeight: 700,
      fontSize: '1.6rem',
      lineHeight: 1.15,
      textShadow: '0 2px 12px rgba(0,0,0,0.35)',
      [sm]: { marginBottom: 8 },
      [md]: { fontSize: '2.75rem' },
    },
    '.hero__text': {
      display: 'none',
      marginBottom: 20,
      opacity: 0.95,
      textShadow: '0 1px 8px rgba(0,0,0,0.4)',
      [sm]: { display: 'block', fontSize: '1rem' },
      [md]: { fontSize: '1.15rem' },
    },
    // MUI's large contained Button in the accent colour.
    '.shop-button.hero__action': {
      padding: '8px 22px',
      fontSize: typography.pxToRem(15),
      color: palette.accent.contrastText,
      backgroundColor: palette.accent.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.accent.dark } },
      '&:active': { backgroundColor: palette.accent.dark },
    },
    '.hero__controls': {
      position: 'absolute',
      right: 12,
      bottom: 12,
      left: 12,
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 4,
      [md]: { right: 24, bottom: 24, left: 'auto', justifyContent: 'flex-end' },
    },
    // Over the picture (`shop-icon-button` is the rest of MUI's IconButton).
    '.hero__button': { '&:focus-visible': { outline: `2px solid ${palette.accent.light}`, outlineOffset: -2 } },
    '.shop-icon-button.hero__play': {
      ...pill,
      '@media (hover: hover)': { '&:hover': { backgroundColor: 'rgba(36, 8, 4, 0.75)' } },
    },
    '.hero__pill': {
      ...pill,
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: 4,
      paddingLeft: 4,
      paddingRight: 4,
    },
    '.shop-icon-button.hero__step': { padding: 5 },
    '.hero__dot': {
      display: 'grid',
      placeItems: 'center',
      width: 24,
      height: 24,
      padding: 0,
      border: 0,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&::after': {
        content: '""',
        width: 8,
        height: 8,
        borderRadius: 4,
        backgroundColor: 'rgba(255,255,255,0.7)',
        transition: 'width 300ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      },
      '&[aria-current="true"]::after': { width: 18, backgroundColor: palette.accent.light },
      '&:focus-visible': { outline: `2px solid ${palette.accent.light}`, borderRadius: theme.shape.borderRadius },
    },
  };
}
