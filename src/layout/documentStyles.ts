/**
 * Stylesheets the document writes into every page's head as plain CSS (pure): no script. They style
 * markup that exists without React (the heading links written at build time) and print. Outside the
 * cascade layers, they win over the components' styles. The export moves them into the stylesheet
 * the pages share (src/export/sharedStyles.ts), so they are downloaded once; `next dev` keeps them inline.
 */

/**
 * The link each h2/h3 has to itself (`div.heading-wrapper > h2 + a.heading-link`, the link empty: its
 * "#" mark is drawn here), right after the heading's text (on its first line when it wraps): shown
 * while the heading is hovered or the link focused, always on touch screens; after a click, "Link
 * copied" (its `data-copied` text) beside it. Colours from the theme's CSS variables, sides logical
 * (right-to-left pages mirror).
 */
export const HEADING_LINK_CSS = [
  '.heading-wrapper{display:flex;align-items:flex-start;margin:40px 0 12px}',
  '.heading-wrapper:has(>h3){margin:28px 0 8px}',
  '.heading-wrapper>h2,.heading-wrapper>h3{margin:0;min-width:0}',
  'h2+.heading-link{margin-top:3px}',
  '.heading-link{position:relative;flex:none;width:26px;height:26px;margin-inline-start:6px;border-radius:6px;color:var(--mui-palette-text-secondary);opacity:0;text-decoration:none}',
  '.heading-link::before{content:"#";position:absolute;inset:0;text-align:center;line-height:26px;font-size:1.1rem;font-weight:600}',
  '.heading-link:hover,.heading-link[data-copied]{color:var(--mui-palette-primary-main)}',
  '.heading-wrapper:hover>.heading-link,.heading-link:focus-visible,.heading-link[data-copied]{opacity:1}',
  '.heading-link[data-copied]::after{content:attr(data-copied);position:absolute;top:50%;inset-inline-start:calc(100% + 6px);transform:translateY(-50%);padding:0 8px;border-radius:4px;white-space:nowrap;font-size:.75rem;color:var(--mui-palette-background-default);background-color:var(--mui-palette-text-primary)}',
  '@media (hover:none){.heading-link{opacity:.7}}',
].join('\n');

/**
 * The print stylesheet (`<style media="print">`): the article alone (no app bar, drawer, ads,
 * contents, toolbars or buttons), black on white whatever the colour scheme, code that wraps instead
 * of being cut, and the address of every link written after it (the site's own links with `host`).
 */
export function printStylesheet(host: string): string {
  // The host is configuration; still, nothing in it may end the string or the style element.
  const origin = host.replace(/\/+$/, '').replace(/["\\<>]/g, '');
  return [
    // The frame: everything beside the main region, whatever is portalled into the body, and the parts marked.
    '#__next>:not(main),body>:not(#__next),[data-no-print],.ad-slot,.heading-link{display:none!important}',
    'main{margin:0!important}',
    'main>div{max-width:none!important;padding:0!important}',
    'body,body *{color:#000!important;background-color:transparent!important;box-shadow:none!important;text-shadow:none!important}',
    'body{background-color:#fff!important}',
    'pre{border:1px solid #bbb!important;border-radius:4px}',
    'pre,pre code,code{white-space:pre-wrap!important;overflow-wrap:anywhere;overflow:visible!important;max-height:none!important}',
    'h2,h3{break-after:avoid}',
    // On screen the browser may skip rendering what is far from the viewport (API entries): paper gets it all.
    '*{content-visibility:visible!important}',
    'tr,img,svg{break-inside:avoid}',
    // Links say where they go: absolute addresses as written, the site's own with the host.
    'article a[href^="http"]::after{content:" (" attr(href) ")";font-size:.85em;overflow-wrap:anywhere}',
    `article a[href^="/"]::after{content:" (${origin}" attr(href) ")";font-size:.85em;overflow-wrap:anywhere}`,
    'article nav a::after{content:none!important}',
  ].join('\n');
}
