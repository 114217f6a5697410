import { isTypingTarget, opensSearch, shortcutLabel, type SearchKeyEvent } from './shortcut';

const press = (key: string, modifiers: Partial<SearchKeyEvent> = {}): SearchKeyEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

const body = { tagName: 'BODY' };
const textField = { tagName: 'INPUT' };

describe('opensSearch', () => {
  it.each([
    ['Ctrl K on Windows/Linux', press('k', { ctrlKey: true }), false, body, true],
    ['Ctrl K (caps lock) on Windows/Linux', press('K', { ctrlKey: true }), false, body, true],
    ['⌘ K on Windows/Linux (the Windows key belongs to the system)', press('k', { metaKey: true }), false, body, false],
    ['⌘ K on Apple platforms', press('k', { metaKey: true }), true, body, true],
    ['Ctrl K on Apple platforms (a text-editing key there)', press('k', { ctrlKey: true }), true, body, false],
    ['Ctrl K from inside a text field', press('k', { ctrlKey: true }), false, textField, true],
    ['Ctrl Shift K (browser console)', press('K', { ctrlKey: true, shiftKey: true }), false, body, false],
    ['Ctrl Alt K', press('k', { ctrlKey: true, altKey: true }), false, body, false],
    ['K alone', press('k'), false, body, false],
    ['/ on the page', press('/'), false, body, true],
    ['/ on a focused link', press('/'), false, { tagName: 'A' }, true],
    ['/ typed with Shift (keyboards where / needs it)', press('/', { shiftKey: true }), false, body, true],
    ['/ in a text field', press('/'), false, textField, false],
    ['/ in a text area', press('/'), false, { tagName: 'TEXTAREA' }, false],
    ['/ in an editable region', press('/'), false, { tagName: 'DIV', isContentEditable: true }, false],
    ['/ on a checkbox (a form field)', press('/'), false, { tagName: 'INPUT' }, false],
    ['Ctrl /', press('/', { ctrlKey: true }), false, body, false],
    ['/ while an IME composes', press('/', { isComposing: true }), false, body, false],
    ['/ already handled by the page', press('/', { defaultPrevented: true }), false, body, false],
  ])('%s', (_name, event, apple, target, expected) => {
    expect(opensSearch(event, { apple, target })).toBe(expected);
  });
});

describe('isTypingTarget', () => {
  it.each([
    [null, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'input' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
  ])('%j -> %s', (target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});

describe('shortcutLabel', () => {
  it('names ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutLabel(true)).toBe('⌘ K');
    expect(shortcutLabel(false)).toBe('Ctrl K');
  });
});
