/**
 * Build time: the versions of the packages a demo sandbox may need, as installed here, so a
 * sandbox runs the same versions as the live demo. Read by next.config.ts, which inlines them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Tools a sandbox project installs beside the site's own dependencies. */
const SANDBOX_TOOLS = ['typescript', '@types/react', '@types/react-dom', 'tailwindcss', '@tailwindcss/vite', 'vite', '@vitejs/plugin-react'];

export function installedPackageVersions(root: string = process.cwd()): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const names = [...Object.keys(manifest.dependencies ?? {}), ...SANDBOX_TOOLS];
  const versions: Record<string, string> = {};
  for (const name of names) {
    try {
      const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof installed.version === 'string') versions[name] = installed.version;
    } catch {
      // Not installed here: the sandbox asks for the latest version.
    }
  }
  return versions;
}
