/**
 * The print stylesheet (pure): the article alone (no app bar, drawer, ads, contents, toolbars or
 * buttons), black on white whatever the colour scheme, code that wraps instead of being cut, and the
 * address of every link written after it (the site's own links with `host`). The document writes it
 * into the head as `<style media="print">`: no script, no request, nothing for the screen to parse.
 * Outside the cascade layers, it wins over every component's style.
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
    'tr,img,svg{break-inside:avoid}',
    // Links say where they go: absolute addresses as written, the site's own with the host.
    'article a[href^="http"]::after{content:" (" attr(href) ")";font-size:.85em;overflow-wrap:anywhere}',
    `article a[href^="/"]::after{content:" (${origin}" attr(href) ")";font-size:.85em;overflow-wrap:anywhere}`,
    'article nav a::after{content:none!important}',
  ].join('\n');
}
