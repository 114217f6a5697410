import { isCopyKey, shortcutHint, shouldCopyBlock, type ShortcutKey } from './copyShortcut';
import { isApplePlatform } from './useApplePlatform';

const key = (overrides: Partial<ShortcutKey>): ShortcutKey => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});

describe('isCopyKey', () => {
  it.each<[string, Partial<ShortcutKey>, boolean]>([
    ['Ctrl + C', { ctrlKey: true }, true],
    ['⌘ + C', { metaKey: true }, true],
    ['Ctrl + C with caps lock', { ctrlKey: true, key: 'C' }, true],
    ['C alone', {}, false],
    ['Ctrl + Shift + C', { ctrlKey: true, shiftKey: true }, false],
    ['Ctrl + Alt + C', { ctrlKey: true, altKey: true }, false],
    ['⌘ + Shift + C', { metaKey: true, shiftKey: true }, false],
    ['Ctrl + V', { ctrlKey: true, key: 'v' }, false],
    ['Ctrl + C held down', { ctrlKey: true, repeat: true }, false],
    ['Ctrl + C while composing', { ctrlKey: true, isComposing: true }, false],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(isCopyKey(key(overrides))).toBe(expected);
  });
});

describe('shouldCopyBlock', () => {
  const ctrlC = key({ ctrlKey: true });
  it.each<[string, ShortcutKey, boolean, boolean, boolean, boolean]>([
    ['hovered or focused, nothing selected', ctrlC, true, false, false, true],
    ['not hovered nor focused', ctrlC, false, false, false, false],
    ['text selected', ctrlC, true, true, false, false],
    ['typing in a field elsewhere', ctrlC, true, false, true, false],
    ['another key', key({ ctrlKey: true, key: 'x' }), true, false, false, false],
    ['with Shift', key({ ctrlKey: true, shiftKey: true }), true, false, false, false],
  ])('%s -> %s', (_label, event, blockActive, hasSelection, editingElsewhere, expected) => {
    expect(shouldCopyBlock(event, { blockActive, hasSelection, editingElsewhere })).toBe(expected);
  });
});

describe('platform hint', () => {
  it.each([
    ['MacIntel', true, '⌘C'],
    ['macOS', true, '⌘C'],
    ['iPhone', true, '⌘C'],
    ['iPad', true, '⌘C'],
    ['Win32', false, 'Ctrl + C'],
    ['Linux x86_64', false, 'Ctrl + C'],
    ['', false, 'Ctrl + C'],
    [undefined, false, 'Ctrl + C'],
  ])('%p -> %s', (platform, apple, hint) => {
    expect(isApplePlatform(platform)).toBe(apple);
    expect(shortcutHint(isApplePlatform(platform))).toBe(hint);
  });
});
