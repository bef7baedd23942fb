import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

export function footerStyles(theme: Theme): CSSObject {
  const { palette, breakpoints, typography, transitions } = theme;
  return {
    '.site-footer': {
      marginTop: 'auto',
      padding: '32px 0 24px',
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.dark,
    },
    // MUI's Container at its `lg` width.
    '.site-footer__inner': {
      boxSizing: 'border-box',
      width: '100%',
      margin: '0 auto',
      padding: '0 16px',
      [breakpoints.up('sm')]: { padding: '0 24px' },
      [breakpoints.up('lg')]: { maxWidth: breakpoints.values.lg },
    },
    // One column on a phone; address across, then hours and phone side by side; three side by side.
    '.site-footer__facts': {
      display: 'grid',
      gap: 24,
      gridTemplateColumns: 'minmax(0, 1fr)',
      [breakpoints.up('sm')]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '& > :first-of-type': { gridColumn: '1 / -1' },
      },
      [breakpoints.up('md')]: {
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        '& > :first-of-type': { gridColumn: 'auto' },
      },
    },
    '.site-footer__fact': { display: 'flex', alignItems: 'flex-start', gap: 12 },
    '.site-footer__fact-icon': { display: 'flex', color: palette.accent.light },
    '.site-footer__label': {
      ...typography.overline,
      margin: 0,
      color: palette.accent.light,
      lineHeight: 1.6,
      letterSpacing: 1.2,
    },
    '.site-footer__text': { ...typography.body1, margin: 0, fontStyle: 'normal' },
    '.site-footer__link': {
      ...typography.body1,
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '.site-footer__contact': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 12 },
    // MUI's small Button: contained in the accent colour (Call), outlined in the text's colour (Chat).
    '.site-footer__button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: '4px 10px',
      fontSize: typography.pxToRem(13),
      borderRadius: 999,
      textDecoration: 'none',
      transition: transitions.create(['background-color', 'border-color'], { duration: transitions.duration.short }),
      '& svg': { width: 18, height: 18, marginLeft: -2, marginRight: 8, fill: 'currentColor' },
    },
    '.site-footer__button--call': {
      color: palette.accent.contrastText,
      backgroundColor: palette.accent.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.accent.dark } },
    },
    '.site-footer__button--chat': {
      padding: '3px 9px',
      color: 'inherit',
      border: '1px solid currentColor',
      '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(palette.common.white, palette.action.hoverOpacity) } },
    },
    // MUI's IconButton.
    '.site-footer__icon-link': {
      display: 'inline-flex',
      padding: 8,
      color: 'inherit',
      borderRadius: '50%',
      '& svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
      '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(palette.common.white, palette.action.hoverOpacity) } },
    },
    '.site-footer__copyright': {
      ...typography.body2,
      margin: '32px 0 0',
      paddingTop: 16,
      borderTop: '1px solid rgba(255,255,255,0.15)',
      opacity: 0.8,
      textAlign: 'center',
    },
  };
}
