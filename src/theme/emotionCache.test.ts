import { serializeStyles } from '@emotion/serialize';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { StylisPlugin } from '@emotion/cache';
import { createDocsEmotionCache, flipInsideLayers, loadRtlEmotionCache } from './emotionCache';

/** The CSS a cache inserts for `styles` (rules are read back from the cache's sheet). */
function insertedCss(cache: ReturnType<typeof createDocsEmotionCache>, styles: string): string {
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n') || tag.textContent).join('\n');
}

afterEach(() => {
  document.head.querySelectorAll('style[data-emotion]').forEach((tag) => tag.remove());
});

describe('emotion caches', () => {
  it('puts the LTR styles in the mui layer, sides untouched', () => {
    const css = insertedCss(createDocsEmotionCache('ltr'), 'left: 0; padding-left: 8px;');
    expect(css).toMatch(/@layer mui/);
    expect(css).toMatch(/left: 0/);
    expect(css).toMatch(/padding-left: 8px/);
  });

  it('flips the sides of rules inside the mui layer in RTL', async () => {
    const css = insertedCss(await loadRtlEmotionCache(), 'left: 0; padding-left: 8px; @media (min-width: 600px) { margin-right: 4px; }');
    expect(css).toMatch(/@layer mui/);
    expect(css).toMatch(/right: 0/);
    expect(css).toMatch(/padding-right: 8px/);
    expect(css).toMatch(/margin-left: 4px/);
    expect(css).not.toMatch(/(^|[^-])left: 0|padding-left|margin-right/);
  });

  it('without the wrapper the plugin alone leaves layered rules unflipped (why the wrapper exists)', () => {
    const plain = createDocsEmotionCache('rtl', [prefixer as StylisPlugin, rtlPlugin as unknown as StylisPlugin]);
    expect(insertedCss(plain, 'left: 0;')).toMatch(/left: 0/);
    const wrapped = createDocsEmotionCache('rtl', [prefixer as StylisPlugin, flipInsideLayers(rtlPlugin as unknown as StylisPlugin)]);
    expect(insertedCss(wrapped, 'left: 0;')).toMatch(/right: 0/);
  });
});
