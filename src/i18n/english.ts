import en from '../../translations/translations.json';
import { interpolate, lookup, type Dictionary, type TemplateValues } from './translate';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every UI string key of `translations/translations.json` (`nav.loading`, `settings.title`, …). */
export type TranslationKey = Leaves<typeof en>;

/** The English UI strings: bundled once, the fallback of every other language. */
export const english: Dictionary = en;

/** An English UI string outside React (build-time page props: titles and descriptions of shell pages). */
export function englishText(key: TranslationKey, values?: TemplateValues): string {
  return interpolate(lookup(english, key) ?? key, values);
}
