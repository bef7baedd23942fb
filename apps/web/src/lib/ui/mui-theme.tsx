import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * The shop's theme for MUI's components. Only the screens drawn with MUI load it, with their own code
 * (`lazyWithTheme`): a shopper's first screens are plain elements styled by class (decision 014), and
 * CssBaseline's page styles are in the stylesheet written at build time (`app/static-styles.ts`).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
