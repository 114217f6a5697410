/**
 * A small full-text index (pure): BM25 over three weighted fields of each document (its title, its
 * page's title, its text). Words are split the way API names are written, so `checkboxSelection`,
 * `checkbox selection` and `checkbox-selection` meet: an identifier gives its whole (letters and
 * digits, lower case) and its parts.
 */

export interface IndexedFields {
  title: string;
  page: string;
  text: string;
}

type Field = keyof IndexedFields;

const FIELDS: readonly Field[] = ['title', 'page', 'text'];
/** How much a word counts in each field. */
const WEIGHTS: Readonly<Record<Field, number>> = { title: 4, page: 1.5, text: 1 };
const K1 = 1.2;
const B = 0.75;

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'what', 'with']);

/**
 * A word's stem, only ever compared with words made the same way: `rows` -> `row`, `entries` ->
 * `entry`, `pinning` -> `pin`, `sorting` -> `sort`, `grouping` -> `group`.
 */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) {
    const base = word.slice(0, -3);
    return /([bdgmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
  }
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The words of one chunk (`checkboxSelection`, `cell--editing`), remembered: code repeats its names. */
const chunkTokens = new Map<string, readonly string[]>();

function tokensOfChunk(chunk: string): readonly string[] {
  let tokens = chunkTokens.get(chunk);
  if (tokens === undefined) {
    const parts = chunk
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .split(/[^\p{L}\p{N}]+/u)
      .map((part) => part.toLowerCase())
      .filter((part) => part !== '' && !STOP_WORDS.has(part));
    const whole = chunk.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    tokens = [...(parts.length > 1 && whole !== '' ? [whole] : []), ...parts.map(stem)];
    if (chunkTokens.size < 200_000) chunkTokens.set(chunk, tokens);
  }
  return tokens;
}

/** The words of a text: each identifier whole (`checkboxselection`) and in parts (`checkbox`, `selection`). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.match(/[\p{L}\p{N}_$]+(?:[.-]+[\p{L}\p{N}_$]+)*/gu) ?? []) tokens.push(...tokensOfChunk(chunk));
  return tokens;
}

interface Posting {
  doc: number;
  /** Occurrences per field, in FIELDS order. */
  counts: number[];
}

export interface SearchIndex {
  size: number;
  postings: Map<string, Posting[]>;
  /** Words per field, per document. */
  lengths: number[][];
  averages: number[];
}

/** A document's words, per field, in FIELDS order. */
export type TokenizedFields = readonly [readonly string[], readonly string[], readonly string[]];

export function tokenizeFields(document: IndexedFields): TokenizedFields {
  return [tokenize(document.title), tokenize(document.page), tokenize(document.text)];
}

/** The index of documents already split into words (tokenizeFields). */
export function buildIndex(documents: readonly TokenizedFields[]): SearchIndex {
  const postings = new Map<string, Posting[]>();
  const lengths = documents.map((perField, doc) => {
    const counts = new Map<string, number[]>();
    perField.forEach((tokens, fieldIndex) => {
      for (const token of tokens) {
        let entry = counts.get(token);
        if (!entry) {
          entry = [0, 0, 0];
          counts.set(token, entry);
        }
        entry[fieldIndex] += 1;
      }
    });
    for (const [token, fieldCounts] of counts) {
      let list = postings.get(token);
      if (!list) {
        list = [];
        postings.set(token, list);
      }
      list.push({ doc, counts: fieldCounts });
    }
    return perField.map((tokens) => tokens.length);
  });
  const averages = FIELDS.map((_field, index) => lengths.reduce((sum, doc) => sum + doc[index], 0) / Math.max(1, lengths.length) || 1);
  return { size: documents.length, postings, lengths, averages };
}

/** Each matching document's BM25 score for the query, best first. */
export function scoreQuery(index: SearchIndex, query: string): Array<{ doc: number; score: number }> {
  const scores = new Map<number, number>();
  for (const token of new Set(tokenize(query))) {
    const list = index.postings.get(token);
    if (!list) continue;
    const idf = Math.log(1 + (index.size - list.length + 0.5) / (list.length + 0.5));
    for (const { doc, counts } of list) {
      const weighted = counts.reduce((sum, count, field) => {
        const norm = 1 - B + (B * index.lengths[doc][field]) / index.averages[field];
        return sum + (WEIGHTS[FIELDS[field]] * count) / norm;
      }, 0);
      scores.set(doc, (scores.get(doc) ?? 0) + (idf * weighted * (K1 + 1)) / (weighted + K1));
    }
  }
  return [...scores].map(([doc, score]) => ({ doc, score })).sort((a, b) => b.score - a.score || a.doc - b.doc);
}
