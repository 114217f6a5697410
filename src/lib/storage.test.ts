import { CONSENT_KEY, readStored, validatedStorageManager, writeStored } from './storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('storage door', () => {
  it('reads back what it wrote', () => {
    expect(writeStored('mui-mode', 'dark')).toBe(true);
    expect(readStored('mui-mode')).toBe('dark');
  });

  it('hides values a known key does not allow', () => {
    localStorage.setItem('mui-mode', 'banana');
    expect(readStored('mui-mode')).toBeNull();
  });

  it('survives storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStored('mui-mode')).toBeNull();
    expect(writeStored('mui-mode', 'dark')).toBe(false);
  });
});

describe('validatedStorageManager', () => {
  it('gives the default for a missing or invalid value', () => {
    const manager = validatedStorageManager({ key: 'mui-mode' });
    expect(manager.get('system')).toBe('system');
    localStorage.setItem('mui-mode', 'JSON{garbage');
    expect(manager.get('system')).toBe('system');
    localStorage.setItem('mui-mode', 'dark');
    expect(manager.get('system')).toBe('dark');
  });

  it('passes other tabs\' changes on, treating invalid ones as cleared', () => {
    const manager = validatedStorageManager({ key: 'mui-mode', storageWindow: window });
    const handler = jest.fn();
    const unsubscribe = manager.subscribe(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'banana', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'light', storageArea: sessionStorage }));
    expect(handler.mock.calls).toEqual([['dark'], [null]]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'light', storageArea: localStorage }));
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('analytics consent key', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['analytics', 'analytics'],
    ['essential', 'essential'],
    ['granted', null],
    ['<script>', null],
  ])('stored %p reads %p', (value, expected) => {
    localStorage.setItem(CONSENT_KEY, value);
    expect(readStored(CONSENT_KEY)).toBe(expected);
  });
});

