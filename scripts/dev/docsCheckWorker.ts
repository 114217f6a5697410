/**
 * The docs check under `next dev` (started by src/checks/docsCheckProcess.ts): builds the checker at
 * once, then answers each `{ id, file, raw }` with the problems of that page. Ends with its parent.
 * Started with `--expose-gc`: after building the checker and after each answer it collects what that
 * left (the index's program, a page's fences), so the process holds about what it keeps (the parsed
 * declarations, ~250 MB) instead of growing to twice that before V8 gets to it.
 */
import { checkDocs, createDocsCheckTools } from '../../src/checks/docsCheck';

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const tools = createDocsCheckTools();
collect();

process.on('message', (request: { id: number; file: string; raw: string }) => {
  try {
    process.send?.({ id: request.id, problems: checkDocs([{ file: request.file, raw: request.raw }], tools).problems });
  } catch (error) {
    process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
  collect();
});
process.on('disconnect', () => process.exit(0));
