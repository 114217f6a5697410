import { demoFrameChunk, withDemoFrameScript } from './demoFrameScript';

const SRC = '/_next/static/chunks/page-aid-demo.0123abcd.js';
const head =
  '<head><script src="/_next/static/chunks/main-1.js" defer=""></script><script src="/_next/static/chunks/pages/x/%5B...slug%5D-2.js" defer=""></script>' +
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script></head>';

describe('demoFrameChunk', () => {
  it('finds the one demo frame chunk among the chunk files', () => {
    expect(demoFrameChunk(['main-1.js', 'page-aid-demo.0123abcd.js', 'page-aid-ad-slot.89abcdef.js', 'page-aid-demo.0123abcd.js.map'])).toBe('page-aid-demo.0123abcd.js');
  });

  it('names the problem when there is none or more than one', () => {
    expect(() => demoFrameChunk(['main-1.js'])).toThrow('found none');
    expect(() => demoFrameChunk(['page-aid-demo.0123abcd.js', 'page-aid-demo.4567abcd.js'])).toThrow('found page-aid-demo.0123abcd.js, page-aid-demo.4567abcd.js');
  });
});

describe('withDemoFrameScript', () => {
  it('adds the chunk after the last Next.js chunk script of a page that shows a demo', () => {
    const html = `<html>${head}<body><div class="demo" data-demo="BasicGrid.tsx"></div></body></html>`;
    const named = withDemoFrameScript(html, SRC);
    expect(named).toContain(`%5B...slug%5D-2.js" defer=""></script><script src="${SRC}" defer=""></script><script src="/_next/static/build/_buildManifest.js"`);
    // Once only.
    expect(withDemoFrameScript(named, SRC)).toBe(named);
  });

  it('leaves a page without a demo as it is', () => {
    const html = `<html>${head}<body><p>data-demo= in prose is not a demo</p></body></html>`;
    expect(withDemoFrameScript(html, SRC)).toBe(html);
  });

  it('refuses a page with a demo but no Next.js script rather than leave its demos without code', () => {
    expect(() => withDemoFrameScript('<div data-demo="A.tsx"></div>', SRC)).toThrow('names no Next.js script');
  });
});
