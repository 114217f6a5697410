// Editing a demo in the page (issue 31), measured on the exported site: what the reader's first edit
// downloads (the editor's chunk, the runner frame's page and its chunks, the demo's scope), and the
// time from an edit to the re-rendered demo in the frame, cold (the first edit: the frame boots) and
// warm (the next ones: the median of ten). An edit is one input of the editor (a paste of the whole
// text, as a keystroke is), timed in the browser to the frame painted after the new text shows; it
// includes the editor's pause before it runs the code (RUN_DELAY_MS, src/demos/edit/DemoEditController.tsx).
import { median } from './median.mjs';
import zlib from 'node:zlib';

const PAGE = '/x/react-data-grid/sorting/';
const DEMO = 'SortingGrid.tsx';
const WARM_EDITS = 10;
const SETTLE_MS = 1500;
const PAGE_SETTLE_MS = 4000;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Every response of the page and its frames while `recording` is on: raw and gzip bytes by kind. */
function recordResponses(page) {
  const state = { on: false, bodies: [] };
  page.on('response', (response) => {
    if (!state.on || !response.url().startsWith('http://127.0.0.1')) return;
    // The sources of other demos (the editor's box moves the page, a demo nears the viewport) are not the edit's.
    if (response.url().includes('/_demo-sources/') && !response.url().includes(`/${DEMO.replace(/\.tsx$/, '')}.`)) return;
    const kind = response.request().resourceType();
    // `sizes()` says what came over the network: 0 for a file the browser's cache already held (the
    // frame's React and Material UI chunks are the page's own).
    state.bodies.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({ kind, url: response.url(), raw: body.length, gzip: gzipSize(body), network: sizes.responseBodySize > 0 }),
        () => null,
      ),
    );
  });
  return state;
}

/** The cost of a reader's first edit of a grid demo and the time from an edit to its render. */
export async function editCost(browser, { origin, prepare }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await prepare?.(page);
  const responses = recordResponses(page);
  await page.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
  const demo = page.locator(`[data-demo="${DEMO}"]`);
  await demo.locator('[data-state]').scrollIntoViewIfNeeded();
  await demo.locator('[data-state="ready"]').waitFor({ timeout: 30_000 });
  await demo.getByRole('button', { name: 'Show the full source' }).click();
  // What the page loads on its own (the ad, the sources of the demos near this one) is over first.
  await page.waitForTimeout(PAGE_SETTLE_MS);

  responses.on = true;
  const started = Date.now();
  await demo.getByRole('button', { name: 'Edit the code' }).click();
  const content = demo.locator('.cm-content');
  await content.waitFor({ state: 'visible', timeout: 30_000 });
  const editorShownMs = Date.now() - started;
  // The editor draws only the lines near the viewport: the whole text comes from its state.
  const original = await content.evaluate((element) => element.cmTile.root.view.state.doc.toString());
  if (!original.includes("headerName: 'City'")) throw new Error(`${DEMO} no longer names a column 'City': choose another edit in benchEdit.mjs`);
  const frame = page.frameLocator(`[data-demo="${DEMO}"] iframe.demo-edit-frame`);

  // Timed in the browser: from the input event in the page to the next frame after the frame's grid
  // shows the new header (both clocks on the epoch: performance.timeOrigin + now()).
  await page.evaluate(() => {
    document.addEventListener('input', () => (window.__editAt = performance.timeOrigin + performance.now()), { capture: true });
  });
  const runner = async () => {
    for (;;) {
      const found = page.frames().find((candidate) => candidate.url().includes('/playground/demo-runner'));
      if (found) return found;
      await page.waitForTimeout(20);
    }
  };
  const edit = async (label) => {
    await content.focus();
    await page.keyboard.press('ControlOrMeta+A');
    const frameOfRunner = await runner();
    const shown = frameOfRunner.evaluate(
      (text) =>
        new Promise((resolve) => {
          const has = () => [...document.querySelectorAll('[role="columnheader"]')].some((cell) => cell.textContent.includes(text));
          const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          if (has()) return done();
          const observer = new MutationObserver(() => {
            if (!has()) return;
            observer.disconnect();
            done();
          });
          observer.observe(document, { subtree: true, childList: true, characterData: true });
        }),
      label,
    );
    await page.keyboard.insertText(original.replace("headerName: 'City'", `headerName: '${label}'`));
    const at = await shown;
    return Math.round(at - (await page.evaluate(() => window.__editAt)));
  };
  const coldMs = await edit('Town 0');
  // Late requests of the first render (fonts, a lazy chunk): the page never goes network-idle (the
  // demos' intervals), so a fixed wait.
  await page.waitForTimeout(SETTLE_MS);
  responses.on = false;
  const loaded = (await Promise.all(responses.bodies)).filter(Boolean);
  const warm = [];
  for (let index = 1; index <= WARM_EDITS; index += 1) warm.push(await edit(`Town ${index}`));
  await page.close();

  const byKind = {};
  const downloaded = loaded.filter((entry) => entry.network);
  for (const { kind, raw, gzip, url } of downloaded) {
    byKind[kind] ??= { files: 0, rawBytes: 0, gzipBytes: 0 };
    byKind[kind].files += 1;
    byKind[kind].rawBytes += raw;
    byKind[kind].gzipBytes += gzip;
    if (process.env.BENCH_EDIT_URLS) console.error(kind, gzip, url);
  }
  return {
    page: PAGE,
    demo: DEMO,
    firstEdit: {
      // Downloaded (gzip: as a host that compresses sends it), by kind; then what came from the cache.
      rawBytes: downloaded.reduce((total, entry) => total + entry.raw, 0),
      gzipBytes: downloaded.reduce((total, entry) => total + entry.gzip, 0),
      byKind,
      fromCache: { files: loaded.length - downloaded.length, rawBytes: loaded.filter((entry) => !entry.network).reduce((total, entry) => total + entry.raw, 0) },
      editorShownMs,
      editToRenderMs: coldMs,
    },
    warmEditToRenderMs: { median: median(warm), max: Math.max(...warm), samples: warm.length },
  };
}
