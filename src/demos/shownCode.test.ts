import { shownCode } from './shownCode';
import type { DemoSources } from '../contracts';

const language = (label: string, preview: boolean) => ({
  code: `${label} full\n`,
  html: `${label} full`,
  preview: preview ? { code: `${label} preview\n`, html: `${label} preview` } : null,
});
const styling = (label: string, preview = true) => ({
  TS: language(`${label} TS`, preview),
  JS: language(`${label} JS`, preview),
  imports: [],
  files: { TS: {}, JS: {} },
});
const SOURCES: DemoSources = { stylings: { 'MUI System': styling('System'), CSS: styling('CSS') } };
// The page's copy of the first code (on an exported page, the marker of the document's fragment).
const DEMO = { firstCode: { html: 'first', preview: true } };

describe('shownCode', () => {
  it.each<[string, DemoSources | null, 'MUI System' | 'CSS', 'TS' | 'JS', boolean, { html: string; first: boolean; waiting: boolean; language: string; hasPreview: boolean; hoverPart: object | null }]>([
    ['the first code before the file', null, 'MUI System', 'TS', false, { html: 'first', first: true, waiting: false, language: 'tsx', hasPreview: true, hoverPart: null }],
    ['the first code while JS waits for the file', null, 'MUI System', 'JS', false, { html: 'first', first: true, waiting: true, language: 'tsx', hasPreview: true, hoverPart: null }],
    ['the first code while CSS waits', null, 'CSS', 'TS', false, { html: 'first', first: true, waiting: true, language: 'tsx', hasPreview: true, hoverPart: null }],
    ['the first code while the full source waits', null, 'MUI System', 'TS', true, { html: 'first', first: true, waiting: true, language: 'tsx', hasPreview: true, hoverPart: null }],
    ["the page's own HTML for the first code, the file there", SOURCES, 'MUI System', 'TS', false, { html: 'first', first: true, waiting: false, language: 'tsx', hasPreview: true, hoverPart: null }],
    ['the JS preview', SOURCES, 'MUI System', 'JS', false, { html: 'System JS preview', first: false, waiting: false, language: 'jsx', hasPreview: true, hoverPart: null }],
    ['the full TS source', SOURCES, 'MUI System', 'TS', true, { html: 'System TS full', first: false, waiting: false, language: 'tsx', hasPreview: true, hoverPart: { styling: 'MUI System', part: 'full' } }],
    ['the CSS variant in JS, expanded', SOURCES, 'CSS', 'JS', true, { html: 'CSS JS full', first: false, waiting: false, language: 'jsx', hasPreview: true, hoverPart: null }],
  ])('%s', (_label, sources, chosenStyling, variant, expanded, expected) => {
    expect(shownCode(DEMO, sources, chosenStyling, variant, expanded)).toEqual(expected);
  });

  it('a demo without a preview shows its full source first, expanded or not', () => {
    const demo = { firstCode: { html: 'full', preview: false } };
    const sources: DemoSources = { stylings: { 'MUI System': styling('System', false) } };
    expect(shownCode(demo, null, 'MUI System', 'TS', true)).toMatchObject({ html: 'full', first: true, waiting: false, hasPreview: false });
    expect(shownCode(demo, sources, 'MUI System', 'TS', true)).toMatchObject({ html: 'full', first: true, hasPreview: false });
    expect(shownCode(demo, sources, 'MUI System', 'JS', false)).toMatchObject({ html: 'System JS full', first: false, hasPreview: false });
  });

  it('names the TS code shown after the first for its hover types, in the styling the demo has', () => {
    expect(shownCode(DEMO, SOURCES, 'CSS', 'TS', false).hoverPart).toEqual({ styling: 'CSS', part: 'preview' });
    expect(shownCode(DEMO, SOURCES, 'CSS', 'TS', true).hoverPart).toEqual({ styling: 'CSS', part: 'full' });
    // A styling the demo lacks shows (and names) its MUI System code.
    const systemOnly: DemoSources = { stylings: { 'MUI System': styling('System') } };
    expect(shownCode(DEMO, systemOnly, 'CSS', 'TS', true)).toMatchObject({ html: 'System TS full', hoverPart: { styling: 'MUI System', part: 'full' } });
  });
});
