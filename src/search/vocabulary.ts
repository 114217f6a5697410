/**
 * The search vocabulary (pure, shared by the build and the dialog): what a query is matched against
 * besides Pagefind's full text. Page titles (with their context), API entry names, headings and demo
 * titles are keys of small files: a query normalises to a key (`Date Time Picker`, `datetimepicker`
 * and `DateTimePicker` are all `datetimepicker`), fetches the shard of its first two letters, and
 * finds exact entries there, or the closest within an edit or two (`pagnation`, `tooltp`).
 */

/** Letters and digits only, lower case: the key of a name or a title. */
export function normalizeKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The shard a key lives in: its first two characters (one for a key of one). */
export function shardOf(key: string): string {
  return [...key].slice(0, 2).join('');
}

/** Words that carry no topic in a query (the verbs of a task: `add a reference line`, `set the locale`). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'to', 'of', 'in', 'on', 'for', 'from', 'with', 'how', 'do', 'i', 'is', 'by', 'my', 'it', 'when', 'into', 'as', 'at', 'add', 'set', 'make', 'get', 'change']);

/** A light English stem, the same for a title and a query: `grouping`, `groups` -> `group`; `migrate`, `migration` -> `migrat`; `filters`, `filtering` -> `filter`. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return lower;
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  for (const suffix of ['ions', 'ion', 'ings', 'ing', 'ed', 'es', 's']) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 3 && !(suffix === 's' && lower.endsWith('ss'))) {
      return lower.slice(0, -suffix.length).replace(/e$/, '');
    }
  }
  return lower.replace(/e$/, '');
}

/** The words of a text: camelCase and PascalCase split (`DateTimePicker` -> date time picker), lower case. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stemmed topic words of a query or a title. */
export function topicStems(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** Edit distance with transpositions (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
    }
    if (Math.min(...rows[i]) > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** The typos a word of this length may carry and still be recognised: none below 5 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/** The closest candidates to `word` within its allowed edits, closest first (ties keep the candidates' order). */
export function closest(word: string, candidates: Iterable<string>, limit = 1): string[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const found: Array<{ candidate: string; distance: number; order: number }> = [];
  let order = 0;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, max);
    if (distance <= max) found.push({ candidate, distance, order });
    order += 1;
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

// --- The files the build writes and the dialog reads ---------------------------------------------

/** Kinds of an entry: a page, a guide's section, a live demo, or an entry of an API page. */
export type EntryKind = 'page' | 'section' | 'demo' | 'prop' | 'slot' | 'cssClass' | 'member';

/** One page of the site, as `titles.json` lists it (the shards point at pages by their index here). */
export interface VocabularyPage {
  /** Path with trailing slash (`/x/react-data-grid/sorting/`). */
  url: string;
  /** The title results show (`Row grouping: overview`). */
  title: string;
  /** Top-level group of the navigation (`/x/react-data-grid-group`). */
  group: string;
  api: boolean;
  plan?: 'pro' | 'premium';
  /** 0 Community, 1 Pro, 2 Premium: the edition an API page documents. */
  edition?: number;
  /** Stemmed words of the title. */
  words: string[];
  /** Stemmed words of where the page is: its parents' titles. */
  context: string[];
  /** Stemmed words a reader may use for the page besides its title: its path, the components it teaches. */
  extra: string[];
  /** The index fragment holding the page (Pagefind's result id), so its excerpts can be fetched. */
  fragment?: string;
}

/** One entry of a shard: the page (index into the pages), its anchor (`''` for the page), its kind and the name shown. */
export type VocabularyEntry = [page: number, anchor: string, kind: EntryKind, name: string];

/** A shard: entries by key. */
export type VocabularyShard = Record<string, VocabularyEntry[]>;

/** Where the vocabulary's files live, under the search bundle. */
export const VOCABULARY_DIR = 'vocabulary';
export const VOCABULARY_PAGES_FILE = 'pages.json';
/** A shard's file: its characters encoded for a URL (`da.json`, `%E6%95%B0.json`). */
export const shardFile = (shard: string) => `keys/${encodeURIComponent(shard)}.json`;
/** A word list's file: the words of one first letter. */
export const wordsFile = (letter: string) => `words/${encodeURIComponent(letter)}.json`;
