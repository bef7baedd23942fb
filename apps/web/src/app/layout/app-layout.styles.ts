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
  };
}
