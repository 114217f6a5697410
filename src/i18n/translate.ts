/**
 * Translation lookups (pure). UI strings are addressed by dotted keys (`nav.loading`); page titles by
 * pathname under `pages`. A string missing in the reader's language falls back to English.
 */

import type { Dictionary } from '../contracts';

export type { Dictionary };

/** Values substituted into `{name}` placeholders. */
export type TemplateValues = Readonly<Record<string, string | number>>;

export type Translate = (key: string, values?: TemplateValues) => string;

/** The string at a dotted key, or undefined when the key is missing or names a branch. */
export function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  if (!dictionary || typeof key !== 'string' || key === '') {
    return undefined;
  }
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.prototype.hasOwnProperty.call(node, part)) {
      return undefined;
    }
    node = (node as Dictionary)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(template: string, values?: TemplateValues): string {
  if (!values) {
    return template;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export interface TranslatorOptions {
  /** The reader's language (`en`, `zh`). */
  language: string;
  /** Strings of that language (may be partial, or empty for English). */
  dictionary: Dictionary;
  /** The English strings every lookup falls back to. */
  fallback: Dictionary;
  fallbackLanguage?: string;
  /** Warnings are for maintainers: production builds stay quiet. */
  isProduction: boolean;
  warn?: (message: string) => void;
  /** Keys already warned about (`<language>:<key>`); shared so each key warns once per session. */
  warned?: Set<string>;
}

const sessionWarnings = new Set<string>();

/**
 * `t(key, values)`: the reader's string, else the English one, else the key itself. Each missing
 * `<language>:<key>` warns once outside production.
 */
export function createTranslator({
  language,
  dictionary,
  fallback,
  fallbackLanguage = 'en',
  isProduction,
  warn = (message) => console.warn(message),
  warned = sessionWarnings,
}: TranslatorOptions): Translate {
  const reportMissing = (lang: string, key: string) => {
    const id = `${lang}:${key}`;
    if (!isProduction && !warned.has(id)) {
      warned.add(id);
      warn(`Missing translation for ${id}`);
    }
  };
  return (key, values) => {
    if (language !== fallbackLanguage) {
      const own = lookup(dictionary, key);
      if (own !== undefined) {
        return interpolate(own, values);
      }
      reportMissing(language, key);
    }
    const english = lookup(fallback, key);
    if (english !== undefined) {
      return interpolate(english, values);
    }
    reportMissing(fallbackLanguage, key);
    return typeof key === 'string' ? key : '';
  };
}

/** The translated title of a page, or undefined (page titles fall back to the tree's English title). */
export function translatedPageTitle(dictionary: Dictionary | undefined, pathname: string): string | undefined {
  const pages = dictionary?.pages;
  if (!pages || typeof pages === 'string' || !Object.prototype.hasOwnProperty.call(pages, pathname)) {
    return undefined;
  }
  const title = pages[pathname];
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}
