import { closeSearch, openSearch, retrySearch, searchFailed } from './searchOpening';

describe('the search button’s state', () => {
  it('opens on the first press, and a second press while open changes nothing', () => {
    const opened = openSearch(null, 'button');
    expect(opened).toEqual({ open: true, openedBy: 'button', attempt: 0, failed: false });
    expect(openSearch(opened, 'shortcut')).toBe(opened);
  });

  it('reopens a closed dialog with the same loaded code (same attempt)', () => {
    const closed = closeSearch(openSearch(null, 'button'));
    expect(openSearch(closed, 'shortcut')).toEqual({ open: true, openedBy: 'shortcut', attempt: 0, failed: false });
  });

  it('a failure shows "unavailable"; Retry loads the dialog again, open', () => {
    const failed = searchFailed(openSearch(null, 'button'), 0);
    expect(failed).toEqual({ open: true, openedBy: 'button', attempt: 0, failed: true });
    expect(retrySearch(failed)).toEqual({ open: true, openedBy: 'button', attempt: 1, failed: false });
  });

  it('opening again after a failure tries again', () => {
    const closedAfterFailure = closeSearch(searchFailed(openSearch(null, 'button'), 0));
    expect(openSearch(closedAfterFailure, 'shortcut')).toEqual({ open: true, openedBy: 'shortcut', attempt: 1, failed: false });
  });

  it('ignores a late failure of an earlier attempt, and anything before the first opening', () => {
    const retried = retrySearch(searchFailed(openSearch(null, 'button'), 0));
    expect(searchFailed(retried, 0)).toBe(retried);
    expect(searchFailed(null, 0)).toBeNull();
    expect(closeSearch(null)).toBeNull();
    expect(retrySearch(null)).toBeNull();
  });
});
