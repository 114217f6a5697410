import { AFTER_PAINT_LOADER } from '../export/scriptsAfterPaint';
import { replayHeldClicks } from './heldClicks';

describe('clicks before the app listens', () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    document.body.innerHTML = `
      <nav><button id="group"><span id="label">Charts</span></button><a href="/x/" id="link"><button id="in-link">x</button></a></nav>
      <button id="off" disabled>off</button><div role="tab" id="tab">Tab</div>
      <form action="/search"><button id="submit">Go</button></form><p id="text">text</p>`;
    // The loader is plain text in the page; evaluated as the browser does.
    new Function(AFTER_PAINT_LOADER)();
  });
  afterEach(() => {
    delete (window as Window & { __takeHeldClicks?: unknown }).__takeHeldClicks;
    jest.restoreAllMocks();
  });

  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('holds clicks on buttons and tabs and replays them in order, once, when the app takes them', () => {
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    expect(click('label').defaultPrevented).toBe(true);
    expect(click('tab').defaultPrevented).toBe(true);
    expect(click('group').defaultPrevented).toBe(true);
    // Held, not delivered: nothing on the page saw them yet.
    expect(seen).toEqual([]);
    expect(replayHeldClicks(window)).toBe(3);
    // The label's click is replayed on its button.
    expect(seen).toEqual(['group', 'tab', 'group']);
    // Taken once: later clicks go straight through, and nothing is replayed twice.
    expect(click('group').defaultPrevented).toBe(false);
    expect(replayHeldClicks(window)).toBe(0);
  });

  it('leaves alone links, disabled buttons, a form that works without scripts, other buttons and plain text', () => {
    // jsdom cannot submit a form; the browser would.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    expect(click('link').defaultPrevented).toBe(false);
    expect(click('in-link').defaultPrevented).toBe(false);
    expect(click('off').defaultPrevented).toBe(false);
    expect(click('submit').defaultPrevented).toBe(false);
    expect(click('group', { button: 1 }).defaultPrevented).toBe(false);
    expect(click('text').defaultPrevented).toBe(false);
    expect(replayHeldClicks(window)).toBe(0);
  });

  it('skips a button that hydration removed', () => {
    click('group');
    document.getElementById('group')!.remove();
    expect(replayHeldClicks(window)).toBe(0);
  });

  it('does nothing on a page served without the loader, or with a broken one', () => {
    delete (window as Window & { __takeHeldClicks?: unknown }).__takeHeldClicks;
    expect(replayHeldClicks(window)).toBe(0);
    (window as Window & { __takeHeldClicks?: unknown }).__takeHeldClicks = () => 'nonsense';
    expect(replayHeldClicks(window)).toBe(0);
  });
});
