import { holdSearchShortcut } from './SearchButton';

describe('holdSearchShortcut (a press before the app bar hydrates)', () => {
  // A document of its own: importing SearchButton already holds the shortcut on the global one.
  const doc = document.implementation.createHTMLDocument();
  const press = (init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    doc.body.dispatchEvent(event);
    return event;
  };

  it('keeps a Ctrl K pressed before the hand-over, once, and stops listening then', () => {
    const held = holdSearchShortcut(doc, () => false);
    expect(press({ key: 'a' }).defaultPrevented).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(held.take()).toBe(true);
    expect(held.take()).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it('follows the platform and leaves a slash typed in a field alone', () => {
    const held = holdSearchShortcut(doc, () => true);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
    const field = doc.createElement('input');
    doc.body.append(field);
    // This document has no window, so focus() cannot move its active element: set it.
    Object.defineProperty(doc, 'activeElement', { configurable: true, get: () => field });
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
    expect(held.take()).toBe(false);
    field.remove();
  });
});

describe('holdSearchShortcut and the page\'s script loader', () => {
  it('takes a press the loader held before the app\'s scripts ran', () => {
    const take = jest.fn(() => true);
    const doc = { defaultView: { __takeHeldSearchKey: take }, addEventListener: jest.fn(), removeEventListener: jest.fn() } as unknown as Document;
    const held = holdSearchShortcut(doc, () => false);
    expect(take).toHaveBeenCalledTimes(1);
    expect(held.take()).toBe(true);
    expect(held.take()).toBe(false);
  });
});
