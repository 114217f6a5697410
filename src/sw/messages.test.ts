import { MAX_URLS_PER_MESSAGE, parseWorkerMessage } from './messages';

describe('parseWorkerMessage', () => {
  it.each<[string, unknown, ReturnType<typeof parseWorkerMessage>]>([
    ['the plain skipWaiting string', 'skipWaiting', { kind: 'skipWaiting' }],
    ["workbox-window's SKIP_WAITING", { type: 'SKIP_WAITING' }, { kind: 'skipWaiting' }],
    ['a version request', { type: 'GET_VERSION' }, { kind: 'version' }],
    [
      'urls to save',
      { type: 'CACHE_URLS', payload: { urlsToCache: ['/x/a/', '/x/a/', 42, null, '/_next/static/a.js'] } },
      { kind: 'cacheUrls', urls: ['/x/a/', '/_next/static/a.js'] },
    ],
    ['CACHE_URLS without a list', { type: 'CACHE_URLS', payload: { urlsToCache: 'x' } }, null],
    ['CACHE_URLS without a payload', { type: 'CACHE_URLS' }, null],
    ['another string', 'SKIP_WAITING', null],
    ['an unknown type', { type: 'DELETE_EVERYTHING' }, null],
    ['null', null, null],
    ['a number', 42, null],
    ['an array', ['skipWaiting'], null],
  ])('%s', (_label, data, expected) => {
    expect(parseWorkerMessage(data)).toEqual(expected);
  });

  it('bounds the number and length of urls', () => {
    const many = Array.from({ length: 500 }, (_, index) => `/x/page-${index}/`);
    const message = parseWorkerMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...many, `/x/${'a'.repeat(5000)}`] } });
    expect(message).toEqual({ kind: 'cacheUrls', urls: many.slice(0, MAX_URLS_PER_MESSAGE) });
  });
});
