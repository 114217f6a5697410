import {
  chooseSharedStyles,
  commonDocumentStyles,
  directionNeutral,
  documentStylesCss,
  documentStyleTags,
  withoutDocumentStyles,
  emotionStyles,
  shareableInBothDirections,
  sharedStylesheet,
  topLevelBlocks,
  withSharedStylesheet,
  type EmotionStyle,
} from './sharedStyles';

const VARS = '@layer mui{:root{--mui-spacing:8px;}}';
const BAR = '@layer mui{.css-bar{position:sticky;top:0;}}';
const NAV = '@layer mui{.css-nav{display:flex;}@media (min-width:1200px){.css-nav{display:block;}}}';
const PAGE = '@layer mui{.css-own{color:red;}}';

/** An exported page's head as the server writes it: globals first, then the components' tag. */
const page = (components: Array<[string, string]>, globals: Array<[string, string]> = [['vars', VARS]]) =>
  '<html><head><meta charSet="utf-8"/><style id="layer-order">@layer theme, mui;</style>' +
  globals.map(([id, css]) => `<style data-emotion="css-global ${id}">${css}</style>`).join('') +
  `<style data-emotion="css ${components.map(([id]) => id).join(' ')}">${components.map(([, css]) => css).join('')}</style>` +
  '</head><body><div class="css-bar"></div></body></html>';

describe('topLevelBlocks', () => {
  it.each([
    ['one block per top-level rule', `${BAR}${NAV}`, [BAR, NAV]],
    ['braces in strings and comments do not count', '@layer mui{.a::after{content:"}{";}}/* { */.b{x:1}', ['@layer mui{.a::after{content:"}{";}}', '/* { */.b{x:1}']],
    ['nothing', '', []],
    ['unbalanced', '@layer mui{.a{x:1}', null],
    ['a closing brace too many', '.a{x:1}}', null],
    ['text after the last block', '.a{x:1}stray', null],
  ])('%s', (_, css, expected) => {
    expect(topLevelBlocks(css)).toEqual(expected);
  });
});

describe('emotionStyles', () => {
  it('reads each style of each tag with its id, in document order', () => {
    expect(emotionStyles(page([['bar', BAR], ['nav', NAV]]))).toEqual([
      { key: 'css-global', id: 'vars', css: VARS },
      { key: 'css', id: 'bar', css: BAR },
      { key: 'css', id: 'nav', css: NAV },
    ]);
  });

  it('gives up on a page whose tag does not hold one block per id', () => {
    const html = page([['bar', BAR]]).replace('data-emotion="css bar"', 'data-emotion="css bar nav"');
    expect(emotionStyles(html)).toBeNull();
  });

  it('gives up on a component block that does not name its id', () => {
    expect(emotionStyles(page([['bar', NAV]]))).toBeNull();
  });
});

const style = (key: string, id: string, css: string): EmotionStyle => ({ key, id, css });

describe('chooseSharedStyles', () => {
  const common = [style('css-global', 'vars', VARS), style('css', 'bar', BAR)];

  it('shares what enough pages have, globals first, in order of first appearance', () => {
    const pages = [
      [style('css', 'bar', BAR), style('css-global', 'vars', VARS), style('css', 'nav', NAV)],
      [...common, style('css', 'nav', NAV)],
      [...common, style('css', 'own', PAGE)],
    ];
    expect(chooseSharedStyles(pages, undefined, 2)).toEqual([style('css-global', 'vars', VARS), style('css', 'bar', BAR), style('css', 'nav', NAV)]);
  });

  it('shares by count of pages, so more pages elsewhere change nothing (flat as the site grows)', () => {
    const demoPages = [[...common, style('css', 'nav', NAV)], [...common, style('css', 'nav', NAV)]];
    const textPages = Array.from({ length: 1000 }, () => common);
    expect(chooseSharedStyles([...demoPages, ...textPages]).map((item) => item.id)).toEqual(['vars', 'bar', 'nav']);
    expect(chooseSharedStyles([[...common, style('css', 'own', PAGE)], ...textPages]).map((item) => item.id)).toEqual(['vars', 'bar']);
  });

  it('counts a style once per page', () => {
    const pages = [[style('css', 'own', PAGE), style('css', 'own', PAGE)], common, common];
    expect(chooseSharedStyles(pages, undefined, 2).map((item) => item.id)).toEqual(['vars', 'bar']);
  });

  it('leaves out an id whose CSS differs between pages, and what canShare refuses', () => {
    const pages = [common, [style('css-global', 'vars', VARS), style('css', 'bar', PAGE)]];
    expect(chooseSharedStyles(pages, (item) => item.id !== 'vars', 2)).toEqual([]);
  });
});

describe('directionNeutral', () => {
  it.each([
    ['custom properties and symmetric rules', '@layer mui{:root{--mui-spacing:8px;}html{margin:0;}}', true],
    ['a physical side in a layer', '@layer mui{body{padding-left:4px;}}', false],
    ['a physical side at the top level', 'body{text-align:left;}', false],
  ])('%s', (_, css, expected) => {
    expect(directionNeutral(css)).toBe(expected);
  });

  it('lets components share in both directions, and globals only when flipping leaves them alone', () => {
    expect(shareableInBothDirections(style('css', 'bar', '@layer mui{.css-bar{left:0;}}'))).toBe(true);
    expect(shareableInBothDirections(style('css-global', 'g', '@layer mui{body{left:0;}}'))).toBe(false);
    expect(shareableInBothDirections(style('css-global', 'vars', VARS))).toBe(true);
  });
});

describe('withSharedStylesheet', () => {
  const shared = [style('css-global', 'vars', VARS), style('css', 'bar', BAR)];
  const href = '/_next/static/css/shared-1a2b.css';

  it('keeps the ids and the page’s own CSS, and links the shared file before the first emotion tag', () => {
    const { html, bytes } = withSharedStylesheet(page([['bar', BAR], ['own', PAGE]]), shared, href);
    expect(html).toBe(
      '<html><head><meta charSet="utf-8"/><style id="layer-order">@layer theme, mui;</style>' +
        `<link rel="stylesheet" href="${href}" data-shared-styles=""/>` +
        '<style data-emotion="css-global vars"></style>' +
        `<style data-emotion="css bar own">${PAGE}</style>` +
        '</head><body><div class="css-bar"></div></body></html>',
    );
    expect(bytes).toBe(VARS.length + BAR.length - html.match(/<link[^>]*>/)![0].length);
  });

  it('keeps a nonce on the tags it rewrites', () => {
    const html = page([['bar', BAR]]).replace('<style data-emotion="css bar">', '<style data-emotion="css bar" nonce="abc">');
    expect(withSharedStylesheet(html, shared, href).html).toContain('<style data-emotion="css bar" nonce="abc"></style>');
  });

  it('leaves a page alone when it holds none of the shared styles, or a tag it cannot read', () => {
    const own = page([['own', PAGE]], []);
    expect(withSharedStylesheet(own, shared, href)).toEqual({ html: own, bytes: 0 });
    const unreadable = page([['bar', BAR]]).replace('data-emotion="css bar"', 'data-emotion="css bar nav"');
    expect(withSharedStylesheet(unreadable, shared, href)).toEqual({ html: unreadable, bytes: 0 });
  });

  it('writes the shared file from the styles in order', () => {
    expect(sharedStylesheet(shared)).toBe(VARS + BAR);
  });
});

describe('the document’s own styles join the shared file', () => {
  const HEADINGS = '.heading-link{opacity:0}';
  const PRINT = 'article a[href^="http"]::after{content:" (" attr(href) ")"}';
  const withDocumentStyles = (headings: string, print = PRINT) =>
    `<html><head><style id="layer-order">@layer mui;</style><style id="heading-links">${headings}</style>` +
    `<style id="print" media="print">${print}</style></head><body></body></html>`;

  it('reads them with their media, and writes them as stylesheet text under it', () => {
    const styles = documentStyleTags(withDocumentStyles(HEADINGS));
    expect(styles).toEqual([
      { id: 'heading-links', media: '', css: HEADINGS },
      { id: 'print', media: 'print', css: PRINT },
    ]);
    expect(documentStylesCss(styles)).toBe(`${HEADINGS}\n@media print{${PRINT}}`);
  });

  it('shares only those every page has alike, and takes exactly those out of a page', () => {
    const pages = [withDocumentStyles(HEADINGS), withDocumentStyles('.heading-link{opacity:1}'), '<html><head></head></html>'];
    const common = commonDocumentStyles(pages.map(documentStyleTags));
    expect(common.map((style) => style.id)).toEqual(['print']);
    // The heading links differ between pages: each page keeps its own inline; print is in the file.
    expect(withoutDocumentStyles(pages[0], common)).toBe(
      `<html><head><style id="layer-order">@layer mui;</style><style id="heading-links">${HEADINGS}</style></head><body></body></html>`,
    );
    expect(withoutDocumentStyles(pages[2], common)).toBe(pages[2]);
  });
});
