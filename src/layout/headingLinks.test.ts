import { listenToHeadingLinks, LINK_COPIED_MS, sectionUrl } from './headingLinks';

const where = { origin: 'https://docs.example.com', pathname: '/x/react-data-grid/sorting/', search: '' };

describe('sectionUrl', () => {
  it.each([
    ['#basic', 'https://docs.example.com/x/react-data-grid/sorting/#basic'],
    ['basic', 'https://docs.example.com/x/react-data-grid/sorting/#basic'],
  ])('%p -> %p', (hash, expected) => {
    expect(sectionUrl(where, hash)).toBe(expected);
  });

  it('keeps the query', () => {
    expect(sectionUrl({ ...where, search: '?v=1' }, '#a')).toBe('https://docs.example.com/x/react-data-grid/sorting/?v=1#a');
  });
});

describe('listenToHeadingLinks', () => {
  let link: HTMLAnchorElement;
  let other: HTMLAnchorElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div class="heading-wrapper"><h2 id="basic">Basic</h2><a class="heading-link" href="#basic" aria-label="Link to the section “Basic”"></a></div><a id="other" href="#basic">other</a>';
    link = document.querySelector('.heading-link')!;
    other = document.querySelector('#other')!;
  });

  function setup(copied = true) {
    const copy = jest.fn().mockResolvedValue(copied);
    const announce = jest.fn();
    const timers: Array<() => void> = [];
    const stop = listenToHeadingLinks(document, {
      copy,
      copiedLabel: 'Link copied',
      announce,
      location: where,
      setTimer: (callback, ms) => {
        expect(ms).toBe(LINK_COPIED_MS);
        timers.push(callback);
      },
    });
    return { copy, announce, timers, stop };
  }

  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it('copies the section URL, says so beside the link and announces it, then clears', async () => {
    const { copy, announce, timers, stop } = setup();
    click(link);
    expect(copy).toHaveBeenCalledWith('https://docs.example.com/x/react-data-grid/sorting/#basic');
    await Promise.resolve();
    await Promise.resolve();
    expect(link.getAttribute('data-copied')).toBe('Link copied');
    expect(announce).toHaveBeenCalledWith('Link copied');
    timers.forEach((run) => run());
    expect(link.hasAttribute('data-copied')).toBe(false);
    stop();
  });

  it('says nothing when the copy failed', async () => {
    const { announce, stop } = setup(false);
    click(link);
    await Promise.resolve();
    await Promise.resolve();
    expect(link.hasAttribute('data-copied')).toBe(false);
    expect(announce).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    ['Ctrl + click', { ctrlKey: true }],
    ['⌘ + click', { metaKey: true }],
    ['Shift + click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_label, init) => {
    const { copy, stop } = setup();
    click(link, init);
    expect(copy).not.toHaveBeenCalled();
    stop();
  });

  it('ignores other links, and stops listening when stopped', () => {
    const { copy, stop } = setup();
    click(other);
    stop();
    click(link);
    expect(copy).not.toHaveBeenCalled();
  });
});
