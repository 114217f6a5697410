import { AFTER_PAINT_LOADER, withScriptsAfterPaint } from './scriptsAfterPaint';

// Each run of the loader adds a key listener to the document: removed after each test.
const added: Array<[string, EventListenerOrEventListenerObject]> = [];
const addEventListener = document.addEventListener.bind(document);
beforeEach(() => {
  jest.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([type, listener]);
    addEventListener(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of added.splice(0)) document.removeEventListener(type, listener);
  jest.restoreAllMocks();
});

const PAGE =
  '<html><head><script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>' +
  '<script src="/_next/static/chunks/webpack-2.js" defer=""></script><script src="/_next/static/chunks/main-3.js" defer=""></script>' +
  '</head><body><div id="__next">text</div><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>';

describe('withScriptsAfterPaint', () => {
  it('makes each Next.js script inert, in order, and adds the loader at the end of the body', () => {
    const html = withScriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" defer="">/);
    expect([...html.matchAll(/<script src="([^"]+)" type="text\/plain" data-after-paint="">/g)].map((match) => match[1])).toEqual([
      '/_next/static/chunks/webpack-2.js',
      '/_next/static/chunks/main-3.js',
    ]);
    // The polyfills for old browsers stay as they are (modern browsers skip them).
    expect(html).toContain('<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>');
    expect(html.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
  });

  it('leaves a page without Next.js scripts as it is', () => {
    const html = '<html><body><p>static</p></body></html>';
    expect(withScriptsAfterPaint(html)).toBe(html);
  });

  it('says so for a page it cannot end', () => {
    expect(() => withScriptsAfterPaint('<script src="/_next/static/chunks/a.js" defer=""></script>')).toThrow('without </body>');
  });
});

describe('the loader', () => {
  function run(visibility: 'visible' | 'hidden') {
    document.body.innerHTML =
      '<script src="/_next/static/chunks/a.js" type="text/plain" data-after-paint=""></script><script src="/_next/static/chunks/b.js" type="text/plain" data-after-paint=""></script>';
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    // The loader is plain text in the page; evaluated as the browser does.
    new Function(AFTER_PAINT_LOADER)();
    const loaded = () => [...document.querySelectorAll<HTMLScriptElement>('script:not([data-after-paint])')].map((script) => [script.getAttribute('src'), script.async]);
    return { frames, loaded };
  }

  afterEach(() => jest.useRealTimers());

  it('adds the real scripts, in order, in the task after the first frame', () => {
    jest.useFakeTimers();
    const { frames, loaded } = run('visible');
    expect(loaded()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(loaded()).toEqual([]);
    jest.runAllTimers();
    expect(loaded()).toEqual([
      ['/_next/static/chunks/a.js', false],
      ['/_next/static/chunks/b.js', false],
    ]);
  });

  it('adds them at once in a tab that is not shown (it paints no frame)', () => {
    const { loaded } = run('hidden');
    expect(loaded().map(([src]) => src)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

describe('the loader holds the search shortcut until the app takes it', () => {
  const press = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  type Held = Window & { __takeHeldSearchKey?: () => boolean };

  it('keeps Ctrl or ⌘ K and a slash outside a field, once, and lets go when taken', () => {
    document.body.innerHTML = '<input>';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(AFTER_PAINT_LOADER)();
    const take = (window as Held).__takeHeldSearchKey!;
    expect(press({ key: 'a' }).defaultPrevented).toBe(false);
    expect(press({ key: '/' }, document.querySelector('input')!).defaultPrevented).toBe(false);
    expect(press({ key: 'k', metaKey: true }).defaultPrevented).toBe(true);
    expect(take()).toBe(true);
    // Taken: the app's own listener answers from now on.
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(take()).toBe(false);
  });
});
