import * as React from 'react';
import { act, render } from '@testing-library/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { createDocsTheme, docsTheme } from './theme';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it('carries the site constants', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(theme.shape.borderRadius).toBe(4);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.transitions.duration.shortest).toBe(150);
    expect(theme.transitions.duration.complex).toBe(375);
    expect(theme.direction).toBe('ltr');
    expect(createDocsTheme('rtl').direction).toBe('rtl');
  });

  it('defines light and dark schemes with full colour scales', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const hue of ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const) {
        expect(palette[hue].main).toMatch(/^#/);
        expect(palette[hue].contrastText).toBeDefined();
      }
      for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 'A100', 'A200', 'A400', 'A700'] as const) {
        expect(palette.grey[shade]).toMatch(/^#/);
        expect((palette.primary as unknown as Record<string, string>)[shade]).toMatch(/^#/);
      }
      expect(palette.text.primary).toBeDefined();
      expect(palette.divider).toBeDefined();
      expect(palette.background.default).toBeDefined();
      expect(palette.action.hover).toBeDefined();
    }
    expect(theme.colorSchemes.dark!.palette.background.default).not.toBe(theme.colorSchemes.light!.palette.background.default);
  });

  it('reuses one theme per direction', () => {
    expect(docsTheme('rtl')).toBe(docsTheme('rtl'));
    expect(docsTheme('rtl')).not.toBe(docsTheme('ltr'));
  });

  it('augments a valid custom colour', () => {
    const custom = createDocsTheme('ltr', { brand: { main: '#0a4f9c' } });
    expect((custom.palette as unknown as Record<string, { main: string; dark: string }>).brand.main).toBe('#0a4f9c');
  });
});

describe('palette validation', () => {
  it('rejects a colour without main (MUI error 11)', () => {
    expect(() => createDocsTheme('ltr', { brand: { light: '#fff' } as never })).toThrow(
      /The color \(brand\) provided to augmentColor\(color\) is invalid[\s\S]*needs to have a `main` property/,
    );
  });

  it('rejects a main that is not a string (MUI error 12)', () => {
    expect(() => createDocsTheme('ltr', { brand: { main: { 500: '#000' } } as never })).toThrow(
      /`color.main` should be a string, but `\{"500":"#000"\}` was provided instead/,
    );
  });

  it.each([
    [11, { light: '#fff' }],
    [12, { main: 42 }],
  ])('production builds throw the minified error %i with a link to the error page', (code, color) => {
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    try {
      expect(() => createDocsTheme('ltr', { brand: color as never })).toThrow(
        `Minified MUI error #${code}; visit https://mui.com/production-error/?code=${code}`,
      );
    } finally {
      (process.env as Record<string, string>).NODE_ENV = previous;
    }
  });
});

describe('colour schemes at run time', () => {
  it('logs an error naming a scheme the theme does not define, and keeps the current one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let api: ReturnType<typeof useColorScheme> | undefined;
    function Probe() {
      api = useColorScheme();
      return null;
    }
    render(
      <ThemeProvider theme={createDocsTheme()} defaultMode="light">
        <Probe />
      </ThemeProvider>,
    );
    const before = api!.colorScheme;
    act(() => api!.setColorScheme('sepia' as never));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('`sepia` does not exist in `theme.colorSchemes`.'));
    expect(api!.colorScheme).toBe(before);
    error.mockRestore();
  });
});
