import { currentSection, headingFromHash, placePageEnds, watchSections } from './scrollSpy';

describe('currentSection', () => {
  const ids = ['a', 'b', 'c'];
  it.each<[string[], string | null]>([
    [[], null],
    [['a'], 'a'],
    [['a', 'b'], 'b'],
    [['a', 'b', 'c'], 'c'],
    // Order of the page, not of arrival.
    [['c', 'a'], 'c'],
  ])('reached %j -> %p', (reached, expected) => {
    expect(currentSection(ids, new Set(reached))).toBe(expected);
  });

  it('gives the last section at the end of the page, whatever has reached the line', () => {
    expect(currentSection(ids, new Set(['a']), true)).toBe('c');
    expect(currentSection([], new Set(), true)).toBeNull();
  });
});

describe('placePageEnds', () => {
  it('puts a marker at the very top and one last in the body, and removes them', () => {
    document.body.innerHTML = '<main>page</main>';
    const ends = placePageEnds(document);
    expect(document.body.firstElementChild).toBe(ends.start);
    expect(document.body.lastElementChild).toBe(ends.end);
    expect(ends.start.getAttribute('aria-hidden')).toBe('true');
    ends.remove();
    expect(document.body.innerHTML).toBe('<main>page</main>');
  });
});

describe('headingFromHash', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['#', null],
    ['#b', 'b'],
    ['#missing', null],
    ['#caf%C3%A9', 'café'],
    ['#%E0%A4%A', null],
  ])('%p -> %p', (hash, expected) => {
    expect(headingFromHash(hash, ['a', 'b', 'café'])).toBe(expected);
  });
});

/** An IntersectionObserver stand-in the test drives by hand. */
function fakeObserver() {
  const instances: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }> = [];
  class Observer {
    record: (typeof instances)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], disconnected: false };
      instances.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const reportTo = (instance: number, changes: Array<[Element, boolean]>) =>
    instances[instance].callback(changes.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver);
  const report = (changes: Array<[Element, boolean]>) => reportTo(0, changes);
  return { Observer: Observer as unknown as typeof IntersectionObserver, instances, report, reportTo };
}

function headings(...ids: string[]) {
  return ids.map((id) => {
    const element = document.createElement('h2');
    element.id = id;
    return element;
  });
}

describe('watchSections', () => {
  it('marks the last heading past the reading line as the reader scrolls down and back up', () => {
    const { Observer, instances, report } = fakeObserver();
    const [a, b, c] = headings('a', 'b', 'c');
    const changes: Array<string | null> = [];
    watchSections([a, b, c], (id) => changes.push(id), { Observer, events: new EventTarget() as unknown as Window, hash: () => '' });
    // Everything above the line counts: the area reaches far above the viewport and ends at 40 %.
    expect(instances[0].options?.rootMargin).toBe('1000000px 0px -60% 0px');
    expect(instances[0].observed).toEqual([a, b, c]);
    report([[a, false], [b, false], [c, false]]);
    report([[a, true]]);
    // A jump past two headings at once (End key) is reported in one go.
    report([[b, true], [c, true]]);
    report([[c, false]]);
    report([[b, false], [a, false]]);
    expect(changes).toEqual([null, 'a', 'c', 'b', null]);
  });

  it('keeps a heading the reader jumped to marked until they scroll themselves', () => {
    const { Observer, report } = fakeObserver();
    const [a, b, c] = headings('a', 'b', 'c');
    const events = new EventTarget() as unknown as Window;
    let hash = '#c';
    const changes: Array<string | null> = [];
    const stop = watchSections([a, b, c], (id) => changes.push(id), { Observer, events, hash: () => hash });
    // Arrived with #c: the last section is short and never reaches the line, yet it is the one marked.
    report([[a, true], [b, true], [c, false]]);
    expect(changes).toEqual(['c']);
    events.dispatchEvent(new Event('wheel'));
    report([[b, false]]);
    expect(changes).toEqual(['c', 'a']);
    hash = '#b';
    events.dispatchEvent(new Event('hashchange'));
    expect(changes).toEqual(['c', 'a', 'b']);
    // A hash that names no heading changes nothing.
    hash = '#elsewhere';
    events.dispatchEvent(new Event('hashchange'));
    expect(changes).toEqual(['c', 'a', 'b']);
    stop();
    events.dispatchEvent(new Event('hashchange'));
    expect(changes).toEqual(['c', 'a', 'b']);
  });

  it('marks the last section once the reader has scrolled to the end of the page', () => {
    const { Observer, instances, report, reportTo } = fakeObserver();
    const [a, b, c] = headings('a', 'b', 'c');
    const ends = { start: document.createElement('div'), end: document.createElement('div') };
    const changes: Array<string | null> = [];
    watchSections([a, b, c], (id) => changes.push(id), { Observer, events: new EventTarget() as unknown as Window, hash: () => '', ends });
    expect(instances[1].observed).toEqual([ends.start, ends.end]);
    // The whole page fits the screen: both ends in view, nothing scrolled, nothing marked.
    reportTo(1, [[ends.start, true], [ends.end, true]]);
    report([[a, false], [b, false], [c, false]]);
    expect(changes).toEqual([null]);
    // Scrolled to the bottom: the short last section is marked although it never reaches the line.
    report([[a, true]]);
    reportTo(1, [[ends.start, false]]);
    expect(changes).toEqual([null, 'a', 'c']);
    reportTo(1, [[ends.end, false]]);
    expect(changes).toEqual([null, 'a', 'c', 'a']);
  });

  it('stops observing when stopped, and does nothing without headings or IntersectionObserver', () => {
    const { Observer, instances } = fakeObserver();
    const stop = watchSections(headings('a'), () => {}, { Observer, events: new EventTarget() as unknown as Window, hash: () => '' });
    stop();
    expect(instances[0].disconnected).toBe(true);
    const onChange = jest.fn();
    watchSections([], onChange, { Observer, hash: () => '#a' })();
    watchSections(headings('a'), onChange, { Observer: undefined, hash: () => '#a' })();
    expect(onChange).not.toHaveBeenCalled();
    expect(instances).toHaveLength(1);
  });
});
