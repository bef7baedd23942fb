import { createTheme, responsiveFontSizes, type PaletteColor, type PaletteColorOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/Badge' {
  interface BadgePropsColorOverrides {
    accent: true;
  }
}

// Devanagari letters fall through to Noto Sans Devanagari, which only Hindi pages declare and load.
const headingFont = 'Georgia, Cambria, "Times New Roman", "Noto Sans Devanagari", serif';
const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif';

// Colours of a mithai shop: saffron (white text on it is 5.2:1), maroon, and gold for highlights.
const base = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#C2410C', light: '#EE7A2F', dark: '#8F2F08', contrastText: '#FFFFFF' },
    secondary: { main: '#7A1530', light: '#A4344F', dark: '#520A1F', contrastText: '#FFFFFF' },
    accent: { main: '#D4A22B', light: '#F2CF6B', dark: '#A8781A', contrastText: '#2B1B12' },
    error: { main: '#C62828' },
    warning: { main: '#E07B00', contrastText: '#2B1B12' },
    info: { main: '#1565C0' },
    success: { main: '#2E7D32' },
    background: { default: '#FFF8EF', paper: '#FFFFFF' },
    text: { primary: '#2B1B12', secondary: '#6B5446' },
    divider: 'rgba(122, 21, 48, 0.14)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontFamily: headingFont, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontFamily: headingFont, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // People who ask their phone for less motion get none: dialogs, menus and sheets appear at once.
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 16,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: '0 2px 10px rgba(122, 21, 48, 0.06)',
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

export const theme = responsiveFontSizes(base);
