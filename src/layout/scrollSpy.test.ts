import { currentSection, placePageEnd, watchSections } from './scrollSpy';

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

describe('placePageEnd', () => {
  it('puts an empty marker last in the body, and removes it', () => {
    document.body.innerHTML = '<main>page</main>';
    const { end, remove } = placePageEnd(document);
    expect(document.body.lastElementChild).toBe(end);
    expect(end.getAttribute('aria-hidden')).toBe('true');
    remove();
    expect(document.body.innerHTML).toBe('<main>page</main>');
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
    watchSections([a, b, c], (id) => changes.push(id), { Observer });
    // Everything above the line counts: the area reaches far above the viewport and ends at 20 %.
    expect(instances[0].options?.rootMargin).toBe('1000000px 0px -80% 0px');
    expect(instances[0].observed).toEqual([a, b, c]);
    report([[a, false], [b, false], [c, false]]);
    report([[a, true]]);
    // A jump past two headings at once (End key, a contents entry) is reported in one go.
    report([[b, true], [c, true]]);
    report([[c, false]]);
    report([[b, false], [a, false]]);
    expect(changes).toEqual([null, 'a', 'c', 'b', null]);
  });

  it('marks the last section at the bottom of a scrolled page', () => {
    const { Observer, instances, report, reportTo } = fakeObserver();
    const [a, b, c] = headings('a', 'b', 'c');
    const end = document.createElement('div');
    let scrolled = false;
    const changes: Array<string | null> = [];
    watchSections([a, b, c], (id) => changes.push(id), { Observer, end, scrolled: () => scrolled });
    expect(instances[1].observed).toEqual([end]);
    expect(instances[1].options?.rootMargin).toBe('0px 0px 16px 0px');
    // The whole page fits the screen: its bottom is in view, nothing is scrolled, nothing marked.
    reportTo(1, [[end, true]]);
    report([[a, false], [b, false], [c, false]]);
    expect(changes).toEqual([null]);
    // Scrolled to the bottom: the short last section is marked although it never reaches the line.
    scrolled = true;
    report([[a, true]]);
    expect(changes).toEqual([null, 'c']);
    reportTo(1, [[end, false]]);
    expect(changes).toEqual([null, 'c', 'a']);
  });

  it('stops observing when stopped, and does nothing without headings or IntersectionObserver', () => {
    const { Observer, instances } = fakeObserver();
    const stop = watchSections(headings('a'), () => {}, { Observer, end: document.createElement('div') });
    stop();
    expect(instances.every((instance) => instance.disconnected)).toBe(true);
    const onChange = jest.fn();
    watchSections([], onChange, { Observer })();
    watchSections(headings('a'), onChange, { Observer: undefined })();
    expect(onChange).not.toHaveBeenCalled();
    expect(instances).toHaveLength(2);
  });
});
