// serve-handler ships no types; only its default export is used (scripts/serve/staticServer.ts).
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function handler(request: IncomingMessage, response: ServerResponse, options?: Record<string, unknown>): Promise<void>;
}
