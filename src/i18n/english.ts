import en from '../../translations/translations.json';
import type { Dictionary } from './translate';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every UI string key of `translations/translations.json` (`nav.loading`, `settings.title`, …). */
export type TranslationKey = Leaves<typeof en>;

/** Sections of translations.json used by a few pages only: they travel in those pages' props. */
export type PageSection = 'entry' | 'notFound' | 'offline' | 'api' | 'feedback';

/**
 * The English strings of the frame every page shows, bundled once: the fallback of every lookup.
 * Each section is read by name so the bundler leaves the page-only sections out of the bundle.
 */
export const shellEnglish: Dictionary = {
  frame: en.frame,
  nav: en.nav,
  versions: en.versions,
  settings: en.settings,
  page: en.page,
  code: en.code,
  consent: en.consent,
  ads: en.ads,
};
