import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { StylisPlugin } from '@emotion/cache';
import { adoptServerStyles, createDocsEmotionCache, flipInsideLayers, loadRtlEmotionCache } from './emotionCache';

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

  describe('adopting the server-rendered tags', () => {
    /** The head as the server writes it: layer order, a global tag, the cache's tag, a script after. */
    function serverHead() {
      document.head.innerHTML = [
        '<meta name="emotion-insertion-point" content="">',
        '<style id="layer-order">@layer theme, mui;</style>',
        '<style data-emotion="css-global g1">@layer global{body{margin:0}}</style>',
        '<style data-emotion="css abc def">@layer mui{.css-abc{color:red}.css-def{color:blue}}</style>',
        '<script></script>',
      ].join('');
      return [...document.head.children];
    }

    it('leaves every tag where it is, marks its styles inserted and takes the tag into the sheet', () => {
      const before = serverHead();
      const moves: MutationRecord[] = [];
      const observer = new MutationObserver((records) => moves.push(...records));
      observer.observe(document.head, { childList: true });
      const cache = adoptServerStyles(() => createDocsEmotionCache('ltr'));
      moves.push(...observer.takeRecords());
      observer.disconnect();
      expect(moves).toEqual([]);
      expect([...document.head.children]).toEqual(before);
      expect(cache.inserted).toMatchObject({ abc: true, def: true });
      const own = document.head.querySelector('style[data-emotion="css abc def"]');
      expect(cache.sheet.tags).toEqual([own]);
      // The global tag stays for emotion's Global to find; nothing is left under a temporary name.
      expect(document.head.querySelector('style[data-emotion="css-global g1"]')).not.toBeNull();
      expect(document.head.querySelector('[data-emotion-server]')).toBeNull();
    });

    it('inserts a style the server did not render once, after the adopted tag; an adopted one not again', () => {
      serverHead();
      const cache = adoptServerStyles(() => createDocsEmotionCache('ltr'));
      // What a styled component does on render: insert unless the cache knows the name.
      insertStyles(cache, { name: 'abc', styles: 'color:red;', next: undefined }, true);
      expect(cache.sheet.tags).toHaveLength(1);
      insertStyles(cache, serializeStyles(['color: green;'], cache.registered), true);
      expect(cache.sheet.tags).toHaveLength(2);
      const [adopted, added] = cache.sheet.tags;
      expect(adopted.nextElementSibling).toBe(added);
    });
  });
});
