import { printStylesheet } from './printStyles';

describe('printStylesheet', () => {
  const css = printStylesheet('https://docs.example.com/');

  it('hides the frame and the marked parts, wraps code, prints black on white', () => {
    expect(css).toContain('#__next>:not(main),body>:not(#__next),[data-no-print],.ad-slot,.heading-link{display:none!important}');
    expect(css).toContain('white-space:pre-wrap!important');
    expect(css).toContain('color:#000!important');
  });

  it('writes the site\'s own links with the host, once, and cannot be broken out of by the host', () => {
    expect(css).toContain('article a[href^="/"]::after{content:" (https://docs.example.com" attr(href) ")"');
    expect(printStylesheet('https://h"}body{x:y')).toContain('content:" (https://h}body{x:y" attr(href)');
  });
});
