import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { countBadgeLook } from '../../lib/ui/class-styles';

/** MUI's sticky primary AppBar, Toolbar, the edges of its IconButtons and Badge, pixel for pixel. */
export function topBarStyles(theme: Theme): CSSObject {
  const { palette, breakpoints, typography } = theme;
  const countBadge = countBadgeLook(theme, typography.fontWeightMedium);
  return {
    '.top-bar': {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: '100%',
      boxSizing: 'border-box',
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
    },
    '.top-bar__row': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      minHeight: 56,
      paddingLeft: 16,
      paddingRight: 16,
      [`${breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 48 },
      [breakpoints.up('sm')]: { minHeight: 64, paddingLeft: 24, paddingRight: 24 },
    },
    '.top-bar__row.top-bar__row--dense': { minHeight: 40 },
    // On the coloured bar (`shop-icon-button` is the rest of MUI's IconButton).
    '.top-bar__button': {
      '&:active': { backgroundColor: alpha(palette.common.white, 0.2) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.contrastText}`, outlineOffset: -2 },
    },
    '.top-bar__button--start': { marginLeft: -12 },
    '.top-bar__button--end': { marginRight: -12 },
    '.top-bar__language': {
      flexShrink: 0,
      minHeight: 36,
      padding: '4px 10px',
      border: `1px solid ${alpha(palette.common.white, 0.6)}`,
      borderRadius: 18,
      color: 'inherit',
      background: 'none',
      font: 'inherit',
      fontSize: '0.875rem',
      fontWeight: 600,
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(palette.common.white, 0.12) },
      '&:active': { backgroundColor: alpha(palette.common.white, 0.2) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.contrastText}`, outlineOffset: 2 },
    },
    '.top-bar__badge': countBadge.badge,
    '.top-bar__count': countBadge.count,
    '.top-bar__home': {
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      minWidth: 0,
      flexGrow: 1,
      color: 'inherit',
      textDecoration: 'none',
    },
    '.top-bar__logo': { display: 'block', width: 34, height: 34, flexShrink: 0 },
    '.top-bar__name': {
      ...typography.h6,
      display: 'block',
      margin: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      fontFamily: 'Georgia, Cambria, serif',
      fontSize: '1.05rem',
      [breakpoints.up('sm')]: { fontSize: '1.25rem' },
    },
  };
}
