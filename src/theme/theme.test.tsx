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
        expect(palette[hue].contrastText).toMatch(/^(#|rgba?\()/);
      }
      for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 'A100', 'A200', 'A400', 'A700'] as const) {
        expect(palette.grey[shade]).toMatch(/^#/);
        expect((palette.primary as unknown as Record<string, string>)[shade]).toMatch(/^#/);
      }
    }
    expect(theme.colorSchemes.dark!.palette.background.default).not.toBe(theme.colorSchemes.light!.palette.background.default);
  });

  it('reuses one theme per direction', () => {
    expect(docsTheme('rtl')).toBe(docsTheme('rtl'));
    expect(docsTheme('rtl')).not.toBe(docsTheme('ltr'));
  });
});
