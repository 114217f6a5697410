import { createTheme, type Palette, type Theme } from '@mui/material/styles';
import { amber, blue, green, grey, red, surfaces, teal, violet } from './palette';
import type { Direction } from './preferences';

// The theme is built with CSS variables (`cssVariables` below): tell Material UI's types, which
// then offer the variables' provider props (`disableStyleSheetGeneration`, see DocsThemeProvider).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/** Attribute on <html> that carries the colour scheme (written before paint by InitColorSchemeScript). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const HEADER_HEIGHT = 57;
export const NAV_DRAWER_WIDTH = 300;
export const TOC_WIDTH = 242;
/** Space between the article and the contents beside it. */
export const TOC_GAP = 24;

/** The browser UI colour (`<meta name="theme-color">`) for each scheme: the app bar's background. */
export const THEME_COLORS = { light: surfaces.light.background.default, dark: surfaces.dark.background.default } as const;

/** The theme with its colour schemes (CSS-variables themes carry both palettes). */
export type DocsTheme = Theme & { colorSchemes: Partial<Record<'light' | 'dark', { palette: Palette }>> };

const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The docs theme for a direction, with both colour schemes and the site's constants. */
export function createDocsTheme(direction: Direction = 'ltr'): DocsTheme {
  const theme = createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { ...blue, main: blue[600], light: blue[400], dark: blue[800] },
          secondary: { ...violet, main: violet[600] },
          error: { ...red, main: red[600] },
          info: { ...teal, main: teal[700] },
          success: { ...green, main: green[700] },
          warning: { ...amber, main: amber[700] },
          grey,
          ...surfaces.light,
        },
      },
      dark: {
        palette: {
          primary: { ...blue, main: blue[300], light: blue[200], dark: blue[500] },
          secondary: { ...violet, main: violet[300] },
          error: { ...red, main: red[300] },
          info: { ...teal, main: teal[300] },
          success: { ...green, main: green[300] },
          warning: { ...amber, main: amber[300] },
          grey,
          ...surfaces.dark,
        },
      },
    },
    palette: { contrastThreshold: 3, tonalOffset: 0.2 },
    typography: { fontFamily: FONT_FAMILY, fontSize: 14, htmlFontSize: 16 },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    spacing: 8,
    shape: { borderRadius: 4 },
    transitions: {
      duration: { shortest: 150, shorter: 200, short: 250, standard: 300, complex: 375, enteringScreen: 225, leavingScreen: 195 },
    },
  }) as DocsTheme;
  // MUI keeps only main/light/dark/contrastText of a palette colour: put the full scales back so
  // components can reach `palette.primary[100]` and friends in both schemes.
  const scales = { primary: blue, secondary: violet, error: red, info: teal, success: green, warning: amber };
  for (const palette of [theme.palette, theme.colorSchemes.light?.palette, theme.colorSchemes.dark?.palette]) {
    if (!palette) continue;
    for (const [name, scale] of Object.entries(scales)) {
      Object.assign(palette[name as keyof typeof scales], { ...scale, ...palette[name as keyof typeof scales] });
    }
  }
  return theme;
}

/** Themes are built once per direction and reused. */
const themes: Partial<Record<Direction, DocsTheme>> = {};
export function docsTheme(direction: Direction): DocsTheme {
  themes[direction] ??= createDocsTheme(direction);
  return themes[direction]!;
}
