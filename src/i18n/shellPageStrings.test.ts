import en from '../../translations/translations.json';
import { shellEnglish } from './english';
import { adsEnglish } from '../ads/adStrings';
import { consentEnglish } from '../analytics/consentStrings';
import { settingsEnglish } from '../layout/settingsStrings';
import { searchEnglish } from '../search/searchStrings';
import { assistantEnglish } from '../layout/assistantStrings';
import { demoEditEnglish } from '../demos/edit/editStrings';
import { feedbackEnglish } from '../layout/feedbackStrings';
import { apiEnglish } from '../api/apiStrings';
import { englishText, pageSections } from './shellPageStrings';

const PAGE_SECTIONS = ['entry', 'notFound', 'offline'];
/** Sections that travel in the on-demand chunk that uses them (search, settings, consent prompt, ad slot, page menu, demo editor, feedback panel, API reference). */
const CHUNK_SECTIONS = ['search', 'settings', 'consent', 'ads', 'assistant', 'demoEdit', 'feedback', 'api'];

describe('the sections of translations.json', () => {
  it('are each either bundled with the shell, carried by the pages that use them, or loaded with their chunk', () => {
    const bundled = Object.keys(shellEnglish);
    expect(Object.keys(en).sort()).toEqual([...bundled, ...PAGE_SECTIONS, ...CHUNK_SECTIONS].sort());
    expect(bundled.filter((section) => PAGE_SECTIONS.includes(section))).toEqual([]);
    // Each on-demand part gets its section, whole.
    expect({ ...searchEnglish, ...settingsEnglish, ...consentEnglish, ...adsEnglish, ...assistantEnglish, ...demoEditEnglish, ...feedbackEnglish, ...apiEnglish }).toEqual(
      Object.fromEntries(CHUNK_SECTIONS.map((section) => [section, en[section as keyof typeof en]])),
    );
  });
});

describe('englishText', () => {
  it.each<[Parameters<typeof englishText>[0], string]>([
    ['notFound.title', 'Page not found'],
    ['offline.heading', 'You are offline'],
    ['nav.loading', 'Loading…'],
  ])('%s', (key, expected) => {
    expect(englishText(key)).toBe(expected);
  });

  it('fills in values and returns a missing key as written', () => {
    expect(englishText('nav.openSection', { title: 'Charts' })).toBe('Open Charts');
    expect(englishText('nav.nowhere' as never)).toBe('nav.nowhere');
  });
});

describe('pageSections', () => {
  it('gives the English sections a page asks for, and only those', () => {
    expect(pageSections('en', ['offline'])).toEqual({ offline: en.offline });
    expect(pageSections('en', ['notFound', 'entry'])).toEqual({ notFound: en.notFound, entry: en.entry });
    expect(pageSections('en', [])).toEqual({});
  });

  it('falls back to English for a language without those strings', () => {
    expect(pageSections('zh', ['offline'])).toEqual({ offline: en.offline });
  });
});
