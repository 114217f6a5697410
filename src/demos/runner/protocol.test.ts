import { isFromFrame, isFromPage, parseFromFrame, parseToFrame } from './protocol';

describe('protocol', () => {
  it('accepts a render whose entry is among its files, and a look', () => {
    const render = { type: 'demo-render', id: 1, module: 'data-grid/Basic', licensed: false, entry: 'Basic.tsx', files: { 'Basic.tsx': 'x' } };
    expect(parseToFrame(render)).toEqual(render);
    expect(parseToFrame({ ...render, entry: 'Other.tsx' })).toBeNull();
    expect(parseToFrame({ ...render, files: { 'Basic.tsx': 1 } })).toBeNull();
    expect(parseToFrame({ type: 'demo-look', mode: 'dark', direction: 'rtl' })).toEqual({ type: 'demo-look', mode: 'dark', direction: 'rtl' });
    expect(parseToFrame({ type: 'demo-look', mode: 'blue', direction: 'rtl' })).toBeNull();
    expect(parseToFrame('demo-render')).toBeNull();
  });

  it('accepts the frame answers of the right shape only', () => {
    expect(parseFromFrame({ type: 'demo-ready' })).toEqual({ type: 'demo-ready' });
    expect(parseFromFrame({ type: 'demo-height', height: 120 })).toEqual({ type: 'demo-height', height: 120 });
    expect(parseFromFrame({ type: 'demo-height', height: -1 })).toBeNull();
    const error = { kind: 'syntax', file: 'A.tsx', line: 3, column: 2, message: 'Unexpected token' };
    expect(parseFromFrame({ type: 'demo-result', id: 2, error })).toEqual({ type: 'demo-result', id: 2, error });
    expect(parseFromFrame({ type: 'demo-result', id: 2, error: null })).toEqual({ type: 'demo-result', id: 2, error: null });
    expect(parseFromFrame({ type: 'demo-error', error: { ...error, kind: 'other' } })).toBeNull();
    expect(parseFromFrame({ type: 'unknown' })).toBeNull();
    expect(parseFromFrame(null)).toBeNull();
  });

  it('reads messages only from the other window on the expected origin', () => {
    const frame = {};
    expect(isFromFrame({ source: frame as MessageEventSource, origin: 'https://site' }, frame, 'https://site')).toBe(true);
    expect(isFromFrame({ source: frame as MessageEventSource, origin: 'null' }, frame, 'https://site')).toBe(true);
    expect(isFromFrame({ source: frame as MessageEventSource, origin: 'https://evil' }, frame, 'https://site')).toBe(false);
    expect(isFromFrame({ source: {} as MessageEventSource, origin: 'https://site' }, frame, 'https://site')).toBe(false);
    expect(isFromFrame({ source: null, origin: 'https://site' }, null, 'https://site')).toBe(false);
    expect(isFromPage({ source: frame as MessageEventSource, origin: 'https://site' }, frame, 'https://site')).toBe(true);
    expect(isFromPage({ source: frame as MessageEventSource, origin: 'null' }, frame, 'https://site')).toBe(false);
  });
});
