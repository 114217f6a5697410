/**
 * The docs check under `next dev` (started by src/checks/docsCheckProcess.ts): builds the checker at
 * once, then answers each `{ id, file, raw }` with the problems of that page. Ends with its parent.
 */
import { checkDocs, createDocsCheckTools } from '../../src/checks/docsCheck';

const tools = createDocsCheckTools();

process.on('message', (request: { id: number; file: string; raw: string }) => {
  try {
    process.send?.({ id: request.id, problems: checkDocs([{ file: request.file, raw: request.raw }], tools).problems });
  } catch (error) {
    process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
