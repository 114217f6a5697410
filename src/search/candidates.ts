/**
 * Which pages a query downloads the fragments of (pure): Pagefind ranks every matching page, but
 * each page shown costs its fragment, so the engine picks a few from the whole index, the reader's
 * product and, for a query that names an identifier, the API pages.
 */

/**
 * Whether a query names an API entry rather than a topic: one camelCase or PascalCase word
 * (`checkboxSelection`, `DataGridPro`, `GridColDef`) or a CSS class (`MuiDataGrid-cell--editing`).
 * Such a query also asks the index for API pages, so their entries reach the list.
 */
export function looksLikeIdentifier(query: string): boolean {
  const term = query.trim();
  if (!/^[A-Za-z_$][\w$-]*$/.test(term) || term.length < 3) return false;
  return /[a-z0-9][A-Z]/.test(term) || /--/.test(term) || /^Mui[A-Z]/.test(term);
}

/** An id the candidate lists share (Pagefind's page id). */
export interface Candidate {
  id: string;
}

export interface CandidateLists<T extends Candidate> {
  /** Every page that matches, by relevance. */
  all: readonly T[];
  /** Pages of the reader's product. */
  inGroup?: readonly T[];
  /** API pages (asked for when the query looks like an identifier). */
  api?: readonly T[];
  /** API pages of the reader's product. */
  apiInGroup?: readonly T[];
}

/**
 * The pages whose fragments a query downloads, at most `limit`: for an identifier, the best API
 * pages of the reader's product and of the whole site first; the best pages of the reader's
 * product next; then the best of the whole site. Each page once.
 */
export function pickPages<T extends Candidate>(lists: CandidateLists<T>, limit: number): T[] {
  const picked = new Map<string, T>();
  const take = (list: readonly T[] | undefined, count: number) => {
    let taken = 0;
    for (const item of list ?? []) {
      if (picked.size >= limit || taken >= count) return;
      if (picked.has(item.id)) continue;
      picked.set(item.id, item);
      taken += 1;
    }
  };
  take(lists.apiInGroup, 3);
  take(lists.api, 1);
  take(lists.inGroup, 2);
  take(lists.all, limit);
  return [...picked.values()];
}

