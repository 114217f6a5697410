import { keepEqual } from './keepEqual';

describe('keepEqual', () => {
  it('returns the previous value when all of it is equal', () => {
    const previous = { a: [1, { b: 'x' }], c: null };
    expect(keepEqual(previous, { a: [1, { b: 'x' }], c: null })).toBe(previous);
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const previous = { segments: [{ html: 'one' }, { html: 'two' }, { html: 'three' }], toc: [{ id: 'a' }] };
    const next = { segments: [{ html: 'one' }, { html: 'TWO' }, { html: 'three' }], toc: [{ id: 'a' }] };
    const shared = keepEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.segments).not.toBe(previous.segments);
    expect(shared.segments[0]).toBe(previous.segments[0]);
    expect(shared.segments[1]).toBe(next.segments[1]);
    expect(shared.segments[2]).toBe(previous.segments[2]);
    expect(shared.toc).toBe(previous.toc);
  });

  it('returns the next value when no part of it is equal', () => {
    const next = { a: [2], b: { c: 3 } };
    expect(keepEqual({ a: [1], b: { c: 1 } }, next)).toBe(next);
  });

  it('sees added, removed and reordered entries as changes', () => {
    const previous = { list: [1, 2], object: { a: 1 } };
    expect(keepEqual(previous, { list: [1, 2, 3], object: { a: 1 } }).list).toEqual([1, 2, 3]);
    expect(keepEqual(previous, { list: [1], object: { a: 1 } }).list).toEqual([1]);
    expect(keepEqual(previous, { list: [2, 1], object: { a: 1 } }).list).toEqual([2, 1]);
    const added = keepEqual(previous, { list: [1, 2], object: { a: 1, b: 2 } });
    expect(added.object).toEqual({ a: 1, b: 2 });
    expect(added.list).toBe(previous.list);
    const renamed = keepEqual({ object: { a: undefined } }, { object: { b: undefined } });
    expect(renamed.object).toEqual({ b: undefined });
  });

  it('takes the next value when the shapes differ or when there is nothing before', () => {
    const next = { a: [1] };
    expect(keepEqual(undefined, next)).toBe(next);
    expect(keepEqual({ a: { 0: 1 } }, next).a).toBe(next.a);
    expect(keepEqual('text', 'other')).toBe('other');
  });

  it('does not walk into class instances', () => {
    const date = new Date(0);
    const next = { when: new Date(0) };
    expect(keepEqual({ when: date }, next).when).toBe(next.when);
  });
});
