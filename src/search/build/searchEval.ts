/**
 * Scoring of the search query set (pure): where the first wanted result ranks in what the dialog
 * listed, and the set's hit@1, hit@3, hit@5, MRR and misses. scripts/measure/searchEval.ts runs the
 * queries in a browser and hands the listed URLs here.
 */
import type { SearchQuery } from './querySet';

/** Whether a listed URL is one a query wants: the same entry, or any entry of a wanted page. */
export function isWanted(url: string, want: string): boolean {
  const [page, anchor] = want.split('#');
  const [listedPage, listedAnchor] = url.split('#');
  return listedPage === page && (anchor === undefined || listedAnchor === anchor);
}

/** The 1-based rank of the first wanted result among `urls`, or null when none is listed. */
export function rankOf(urls: readonly string[], want: readonly string[]): number | null {
  const index = urls.findIndex((url) => want.some((wanted) => isWanted(url, wanted)));
  return index === -1 ? null : index + 1;
}

export interface QueryOutcome {
  query: SearchQuery;
  rank: number | null;
  /** The first results listed, for the report of a miss. */
  top: readonly string[];
}

export interface EvalSummary {
  queries: number;
  hit1: number;
  hit3: number;
  hit5: number;
  mrr: number;
  /** Queries whose target is not in the first 10 results. */
  notInTop10: number;
  byKind: Record<string, { queries: number; hit3: number }>;
  /** Queries whose target is not in the first 3, worst first. */
  misses: QueryOutcome[];
}

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 1000);

export function summarize(outcomes: readonly QueryOutcome[]): EvalSummary {
  const within = (k: number) => outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= k).length;
  const byKind: EvalSummary['byKind'] = {};
  for (const outcome of outcomes) {
    const entry = (byKind[outcome.query.kind] ??= { queries: 0, hit3: 0 });
    entry.queries += 1;
    if (outcome.rank !== null && outcome.rank <= 3) entry.hit3 += 1;
  }
  for (const entry of Object.values(byKind)) entry.hit3 = share(entry.hit3, entry.queries);
  return {
    queries: outcomes.length,
    hit1: share(within(1), outcomes.length),
    hit3: share(within(3), outcomes.length),
    hit5: share(within(5), outcomes.length),
    mrr: share(
      outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0),
      outcomes.length,
    ),
    notInTop10: outcomes.length - within(10),
    byKind,
    misses: outcomes.filter((outcome) => outcome.rank === null || outcome.rank > 3).sort((a, b) => (b.rank ?? 99) - (a.rank ?? 99)),
  };
}
