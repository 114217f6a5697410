/**
 * Build time (pure): a page's own scripts start downloading after its first paint.
 *
 * The exported HTML already holds the whole first screen (server-rendered, styles inline or in two
 * stylesheets), so nothing in it waits for a script. But deferred scripts named in the head are
 * requested with the HTML and the stylesheets and share a slow phone's bandwidth with them: on the
 * installation page, 178 KB of scripts were requested before the text could paint. Here each of
 * Next.js's `<script src defer>` becomes an inert `<script src type="text/plain" data-after-paint>`
 * (a script of an unknown type is neither fetched nor run), and one fixed inline loader, the same on
 * every page (one CSP hash), turns them back into real scripts, in order, once the first frame has
 * been painted (the task after the first animation frame; at once in a tab that is not shown, which
 * paints nothing). Hydration starts later than before (after the load event, often), so what a reader
 * does meanwhile is held for the app instead of lost: a click on a link is a plain link's click, as it
 * always was before hydration; a click on a button (the drawer's groups, the version menu, settings)
 * is kept and replayed by the app once React listens (`window.__takeHeldClicks`, src/shell/heldClicks.ts);
 * the search shortcut is held for the search button (`window.__takeHeldSearchKey`).
 */

const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" defer=""><\/script>/g;

/** The loader (its text is hashed into the CSP like every inline script of the export). */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,done=false,held=false;' +
  // The search shortcut (Ctrl or ⌘ K, `/` outside a text field) pressed before the app's scripts have
  // run is held, and handed to the app's own holder (src/search/SearchButton.tsx), which opens search.
  "function k(e){var t=e.target,n=t&&t.nodeName,key=(e.key||'').toLowerCase();if(e.isComposing||e.defaultPrevented||e.altKey)return;" +
  "if((key==='k'&&!e.shiftKey&&e.ctrlKey!==e.metaKey)||(key==='/'&&!e.ctrlKey&&!e.metaKey&&!(n==='INPUT'||n==='TEXTAREA'||n==='SELECT'||(t&&t.isContentEditable)))){e.preventDefault();held=true}}" +
  "d.addEventListener('keydown',k);window.__takeHeldSearchKey=function(){d.removeEventListener('keydown',k);var r=held;held=false;return r};" +
  // A primary click on a button before React listens is kept (at most 8), in order, and stopped: a
  // button does nothing without the app. Buttons of a form with an action work without it: not held.
  "var clicks=[];function c(e){var t=e.target,b=t&&t.closest&&t.closest('button,[role=\"button\"],[role=\"tab\"]');" +
  "if(!b||e.button||e.defaultPrevented||b.disabled||b.closest('a[href]')||(b.form&&b.form.hasAttribute('action')))return;" +
  "e.preventDefault();e.stopPropagation();if(clicks.length<8)clicks.push(b)}" +
  "d.addEventListener('click',c,true);window.__takeHeldClicks=function(){d.removeEventListener('click',c,true);var r=clicks;clicks=[];return r};" +
  'function go(){if(done)return;done=true;' +
  "d.querySelectorAll('script[data-after-paint]').forEach(function(p){var s=d.createElement('script');s.src=p.getAttribute('src');s.async=false;d.body.appendChild(s)})}" +
  "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()";

/** The page with its Next.js scripts loaded after the first paint; unchanged when it names none. */
export function withScriptsAfterPaint(html: string): string {
  let count = 0;
  const inert = html.replace(NEXT_SCRIPT, (_, src: string) => {
    count += 1;
    return `<script src="${src}" type="text/plain" data-after-paint=""></script>`;
  });
  if (count === 0) return html;
  const end = inert.lastIndexOf('</body>');
  if (end === -1) throw new Error('a page without </body>: cannot add the script loader');
  return `${inert.slice(0, end)}<script>${AFTER_PAINT_LOADER}</script>${inert.slice(end)}`;
}
