import { HEADING_LINK_CSS, printStylesheet } from './documentStyles';

describe('printStylesheet', () => {
  const css = printStylesheet('https://docs.example.com/');

  it('hides the frame and the marked parts, wraps code, prints black on white', () => {
    expect(css).toContain('#__next>:not(main),body>:not(#__next),[data-no-print],.ad-slot,.heading-link{display:none!important}');
    expect(css).toContain('*{content-visibility:visible!important}');
    expect(css).toContain('white-space:pre-wrap!important');
    expect(css).toContain('color:#000!important');
  });

  it('writes the site\'s own links with the host, once, and cannot be broken out of by the host', () => {
    expect(css).toContain('article a[href^="/"]::after{content:" (https://docs.example.com" attr(href) ")"');
    expect(printStylesheet('https://h"}body{x:y')).toContain('content:" (https://h}body{x:y" attr(href)');
  });
});

describe('HEADING_LINK_CSS', () => {
  it('styles the heading links written at build time, with the theme\'s colours and logical sides', () => {
    expect(HEADING_LINK_CSS).toContain('.heading-link[data-copied]::after{content:attr(data-copied)');
    expect(HEADING_LINK_CSS).toContain('var(--mui-palette-primary-main)');
    expect(HEADING_LINK_CSS).not.toMatch(/\b(left|right):/);
  });
});
