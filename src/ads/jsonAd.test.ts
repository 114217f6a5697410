import { httpsUrl, impressionPixels, parseAdPayload, toJsonAd, MAX_PAYLOAD_CHARS } from './jsonAd';

const goodAd = {
  company: 'Acme',
  description: 'Ship <b>faster</b> with Acme.',
  image: 'https://cdn.example.com/acme.png',
  statlink: 'https://srv.example.com/click/1',
  statimp: 'https://srv.example.com/imp/1',
  pixel: 'https://a.example.com/p?t=[timestamp]||https://b.example.com/p',
  timestamp: '1700000000',
};

describe('httpsUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/plain-http', null],
    ['HTTP://example.com/upper-case', null],
    ['ws://example.com/', null],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['//example.com/protocol-relative', null],
    ['/relative', null],
    ['', null],
    [42, null],
    [null, null],
    [`https://example.com/${'a'.repeat(3000)}`, null],
  ])('%p -> %p', (value, expected) => {
    expect(httpsUrl(value)).toBe(expected);
  });
});

describe('impressionPixels', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['statimp then each pixel with the timestamp', goodAd, ['https://srv.example.com/imp/1', 'https://a.example.com/p?t=1700000000', 'https://b.example.com/p']],
    ['a numeric timestamp', { pixel: 'https://a.example.com/[timestamp]', timestamp: 1700000001.9 }, ['https://a.example.com/1700000001']],
    ['a bad timestamp is left out', { pixel: 'https://a.example.com/?t=[timestamp]', timestamp: '12<script>' }, ['https://a.example.com/?t=']],
    ['non-https entries dropped', { statimp: 'javascript:alert(1)', pixel: 'data:x||https://ok.example.com/||ftp://x.example.com/' }, ['https://ok.example.com/']],
    ['plain http pixels dropped', { statimp: 'http://srv.example.com/imp/1', pixel: 'http://a.example.com/p||https://b.example.com/p' }, ['https://b.example.com/p']],
    ['duplicates once', { statimp: 'https://a.example.com/', pixel: 'https://a.example.com/' }, ['https://a.example.com/']],
    ['wrong types', { statimp: 5, pixel: ['https://a.example.com/'] }, []],
    ['nothing', {}, []],
  ])('%s', (_name, raw, expected) => {
    expect(impressionPixels(raw)).toEqual(expected);
  });

  it('keeps at most 10 pixels', () => {
    const pixel = Array.from({ length: 30 }, (_, index) => `https://p.example.com/${index}`).join('||');
    expect(impressionPixels({ pixel })).toHaveLength(10);
  });
});

describe('toJsonAd', () => {
  it('keeps a complete ad', () => {
    expect(toJsonAd(goodAd)).toEqual({
      statlink: 'https://srv.example.com/click/1',
      company: 'Acme',
      description: 'Ship <b>faster</b> with Acme.',
      image: 'https://cdn.example.com/acme.png',
      pixels: ['https://srv.example.com/imp/1', 'https://a.example.com/p?t=1700000000', 'https://b.example.com/p'],
    });
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['no statlink', { ...goodAd, statlink: undefined }],
    ['a script statlink', { ...goodAd, statlink: 'javascript:alert(1)' }],
    ['a plain http statlink', { ...goodAd, statlink: 'http://srv.example.com/click/1' }],
    ['no text at all', { statlink: goodAd.statlink, description: '   ', company: 7 }],
    ['an array', [goodAd]],
    ['a string', 'ad'],
    ['null', null],
  ])('refuses %s', (_name, raw) => {
    expect(toJsonAd(raw)).toBeNull();
  });

  it('drops an image that is not https and caps long text', () => {
    const ad = toJsonAd({ ...goodAd, image: 'data:image/png;base64,AAAA', description: 'x'.repeat(5000) });
    expect(ad?.image).toBeNull();
    expect(ad?.description).toHaveLength(400);
    expect(toJsonAd({ ...goodAd, image: 'http://cdn.example.com/acme.png' })?.image).toBeNull();
  });
});

describe('parseAdPayload', () => {
  it.each<[string, unknown, ReturnType<typeof parseAdPayload>]>([
    ['the first usable ad', JSON.stringify({ ads: [{}, { statlink: 'nope' }, goodAd] }), { ok: true, ad: toJsonAd(goodAd) }],
    ['a well-formed answer without an ad', JSON.stringify({ ads: [{}, {}] }), { ok: true, ad: null }],
    ['an empty list', '{"ads":[]}', { ok: true, ad: null }],
    ['malformed JSON', '{"ads": [', { ok: false, reason: 'malformed' }],
    ['an empty body', '', { ok: false, reason: 'malformed' }],
    ['HTML instead of JSON', '<html><script>alert(1)</script></html>', { ok: false, reason: 'malformed' }],
    ['ads not a list', '{"ads":{"0":{}}}', { ok: false, reason: 'wrong-shape' }],
    ['no ads key', '{"data":[]}', { ok: false, reason: 'wrong-shape' }],
    ['a bare list', '[]', { ok: false, reason: 'wrong-shape' }],
    ['null', 'null', { ok: false, reason: 'wrong-shape' }],
    ['not a string', { ads: [goodAd] }, { ok: false, reason: 'malformed' }],
    ['a huge payload', `{"ads":[],"junk":"${'x'.repeat(MAX_PAYLOAD_CHARS)}"}`, { ok: false, reason: 'too-large' }],
  ])('%s', (_name, body, expected) => {
    expect(parseAdPayload(body)).toEqual(expected);
  });
});
