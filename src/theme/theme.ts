import { createTheme } from '@mui/material/styles';

/** Attribute on <html> that carries the colour scheme (written before paint by InitColorSchemeScript). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const HEADER_HEIGHT = 57;
export const NAV_DRAWER_WIDTH = 300;
export const TOC_WIDTH = 242;

export const docsTheme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0a66c2' },
        background: { default: '#ffffff', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#66b2ff' },
        background: { default: '#0b0d0e', paper: '#101418' },
      },
    },
  },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  },
  shape: { borderRadius: 4 },
});
