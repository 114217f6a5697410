/**
 * The search button's state (pure): whether the dialog is open, how it was opened, and whether its
 * code could load. `attempt` names one try at loading the dialog: a new attempt loads its chunk again
 * (a chunk that failed once stays failed for the attempt that asked for it).
 */
import type { OpenedBy } from './searchEvents';

export interface SearchOpening {
  open: boolean;
  openedBy: OpenedBy;
  attempt: number;
  /** The dialog's code did not load, or the dialog crashed: the button shows "search is unavailable". */
  failed: boolean;
}

/** Null until the first opening: until then the dialog's chunk is not requested. */
export type SearchOpeningState = SearchOpening | null;

/** Opening: an open dialog stays as it is; opening again after a failure tries the dialog again. */
export function openSearch(state: SearchOpeningState, openedBy: OpenedBy): SearchOpening {
  if (!state) return { open: true, openedBy, attempt: 0, failed: false };
  if (state.open) return state;
  return state.failed ? { open: true, openedBy, attempt: state.attempt + 1, failed: false } : { ...state, open: true, openedBy };
}

export function closeSearch(state: SearchOpeningState): SearchOpeningState {
  return state && { ...state, open: false };
}

/** The failure of one attempt; a late report from an older attempt changes nothing. */
export function searchFailed(state: SearchOpeningState, attempt: number): SearchOpeningState {
  return state && state.attempt === attempt && !state.failed ? { ...state, failed: true } : state;
}

/** "Retry": the dialog is loaded again, open. */
export function retrySearch(state: SearchOpeningState): SearchOpeningState {
  return state && { ...state, open: true, attempt: state.attempt + 1, failed: false };
}
