import en from '../../translations/translations.json';
import type { Dictionary } from './translate';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every UI string key of `translations/translations.json` (`nav.loading`, `settings.title`, …). */
export type TranslationKey = Leaves<typeof en>;

/** Sections of translations.json used by a few pages only: they travel in those pages' props. */
export type PageSection = 'entry' | 'notFound' | 'offline';

/**
 * The English strings of the frame every page shows, bundled once: the fallback of every lookup.
 * Each section is read by name so the bundler leaves the other sections out of the bundle: those of
 * a few pages (PageSection), which travel in those pages' props, and those of parts loaded on demand
 * (the settings drawer, the consent prompt, the ad slot, search, the page menu, the feedback panel,
 * the API reference), which travel in the parts' chunks (see src/search/searchStrings.ts and its
 * siblings, and useTranslateWith).
 */
export const shellEnglish: Dictionary = {
  frame: en.frame,
  nav: en.nav,
  versions: en.versions,
  page: en.page,
  code: en.code,
};
