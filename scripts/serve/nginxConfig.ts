/**
 * The nginx configuration the browser tests serve out/ with (pure): a minimal server, as docs/hosting.md
 * tells a deployment to write it, around the two files the build generates (hosting/nginx/http.conf
 * inside `http {}`, hosting/nginx/server.conf inside `server {}`). Everything else is nginx's own
 * behaviour: files as they are, a folder without its slash redirected to it, index.html in a folder,
 * and server.conf's `error_page 404 /404.html` for the rest.
 */
export interface NginxTestSettings {
  /** The export (out/), absolute. */
  root: string;
  /** Where the generated http.conf and server.conf are (hosting/nginx/), absolute. */
  hostingDir: string;
  /** A writable folder of this server's own (pid file, temporary files). */
  runDir: string;
  port: number;
  /** Debian's mime.types. */
  mimeTypes: string;
  /** The user workers run as when nginx starts as root (null: nginx's default, or not root). */
  user: string | null;
}

/** Paths go into the configuration as quoted strings: nginx reads `"…"` literally, except `$` and quotes. */
function quoted(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`nginx test configuration: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

export function nginxTestConfig(settings: NginxTestSettings): string {
  const { root, hostingDir, runDir, port, mimeTypes, user } = settings;
  const temp = (name: string) => `${name}_temp_path ${quoted(`${runDir}/${name}`)};`;
  return [
    '# Written by scripts/serve/nginx.ts for the browser tests against nginx (playwright.nginx.config.ts).',
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${quoted(`${runDir}/nginx.pid`)};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${quoted(mimeTypes)};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    '  # Redirects name the path only (/x/introduction -> /x/introduction/), whatever host the browser used.',
    '  absolute_redirect off;',
    `  include ${quoted(`${hostingDir}/http.conf`)};`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name localhost;',
    `    root ${quoted(root)};`,
    '    index index.html;',
    `    include ${quoted(`${hostingDir}/server.conf`)};`,
    '  }',
    '}',
    '',
  ].join('\n');
}
