import { createStorageSlot, slotsStorageManager } from './storage';
import { oneOf } from './allowed';

const mode = () => createStorageSlot('test-mode', oneOf(['light', 'dark', 'system'] as const));

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const storageEvent = (key: string | null, newValue: string | null, storageArea: Storage = localStorage) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));

describe('storage slot', () => {
  it('refuses to write a value its parser does not accept', () => {
    expect(mode().write('banana' as 'dark')).toBe(false);
    expect(localStorage.getItem('test-mode')).toBeNull();
  });

  it('reads back what it wrote, and nothing once removed', () => {
    const slot = mode();
    expect(slot.write('dark')).toBe(true);
    expect(localStorage.getItem('test-mode')).toBe('dark');
    expect(slot.read()).toBe('dark');
    slot.remove();
    expect(slot.read()).toBeNull();
  });

  it.each(['banana', '', '<img src=x onerror=alert(1)>', '{"mode":"dark"}'])('reads a stored %p as absent', (value) => {
    localStorage.setItem('test-mode', value);
    expect(mode().read()).toBeNull();
  });

  it('survives storage that throws on every call', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new Error('SecurityError');
      });
    }
    const slot = mode();
    expect(slot.read()).toBeNull();
    expect(slot.write('dark')).toBe(false);
    expect(() => slot.remove()).not.toThrow();
  });

  it('treats a parser that throws as an absent value (JSON slots)', () => {
    const recent = createStorageSlot<string[]>('test-recent', (raw) => JSON.parse(raw), JSON.stringify);
    localStorage.setItem('test-recent', '[broken');
    expect(recent.read()).toBeNull();
    expect(recent.write(['sorting'])).toBe(true);
    expect(recent.read()).toEqual(['sorting']);
  });

  it("passes other tabs' changes on, invalid ones and a cleared storage as null", () => {
    const handler = jest.fn();
    const unsubscribe = mode().subscribe(handler);
    storageEvent('test-mode', 'dark');
    storageEvent('test-mode', 'banana');
    storageEvent('other-key', 'dark');
    storageEvent('test-mode', 'light', sessionStorage);
    storageEvent(null, null);
    expect(handler.mock.calls).toEqual([['dark'], [null], [null]]);
    unsubscribe();
    storageEvent('test-mode', 'light');
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('listens to the window once, however many slots subscribe, and stops when the last one leaves', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const first = mode().subscribe(() => {});
    const second = createStorageSlot('test-other', oneOf(['a'])).subscribe(() => {});
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    first();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    second();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });
});

describe('slotsStorageManager (MUI ThemeProvider)', () => {
  const manager = slotsStorageManager([mode()]);

  it('gives the default for a missing or invalid value', () => {
    const storage = manager({ key: 'test-mode' });
    expect(storage.get('system')).toBe('system');
    localStorage.setItem('test-mode', 'JSON{garbage');
    expect(storage.get('system')).toBe('system');
    localStorage.setItem('test-mode', 'dark');
    expect(storage.get('system')).toBe('dark');
  });

  it('writes only valid values, and only for keys it has a slot for', () => {
    manager({ key: 'test-mode' }).set('banana');
    expect(localStorage.getItem('test-mode')).toBeNull();
    manager({ key: 'test-mode' }).set('light');
    expect(localStorage.getItem('test-mode')).toBe('light');
    manager({ key: 'unknown-key' }).set('light');
    expect(localStorage.getItem('unknown-key')).toBeNull();
    expect(manager({ key: 'unknown-key' }).get('fallback')).toBe('fallback');
  });

  it("passes other tabs' changes on", () => {
    const handler = jest.fn();
    const unsubscribe = manager({ key: 'test-mode' }).subscribe(handler);
    storageEvent('test-mode', 'dark');
    unsubscribe();
    expect(handler.mock.calls).toEqual([['dark']]);
  });
});
