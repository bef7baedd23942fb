import type { CSSObject, Theme } from '@mui/material/styles';

/** Plain elements styled by class (decision 011): every page draws the layout as it loads. */
export function appLayoutStyles(theme: Theme): CSSObject {
  const { breakpoints, palette, shape, zIndex } = theme;
  return {
    '.app-layout': { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
    '.app-layout__skip': {
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: zIndex.tooltip,
      padding: '8px 16px',
      backgroundColor: palette.background.paper,
      borderRadius: shape.borderRadius,
      '&:focus': { top: 8 },
    },
    '.app-layout__main': {
      flexGrow: 1,
      minHeight: '100dvh',
      padding: '16px 0',
      outline: 'none',
      [breakpoints.up('md')]: { padding: '32px 0' },
    },
    // The page loader: MUI's CircularProgress (indeterminate, 40 px), centred.
    '.page-loader': { display: 'flex', justifyContent: 'center', padding: '64px 0' },
    '.page-loader__spinner': {
      display: 'inline-block',
      width: 40,
      height: 40,
      color: palette.primary.main,
      animation: 'page-loader-rotate 1.4s linear infinite',
      '& svg': { display: 'block' },
      '& circle': {
        stroke: 'currentColor',
        strokeDasharray: '80px, 200px',
        strokeDashoffset: 0,
        animation: 'page-loader-dash 1.4s ease-in-out infinite',
      },
    },
    '@keyframes page-loader-rotate': { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
    '@keyframes page-loader-dash': {
      '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
      '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
      '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
    },
  };
}
