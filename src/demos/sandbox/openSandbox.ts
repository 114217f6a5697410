/**
 * Opens a demo in CodeSandbox or StackBlitz: the project is built here, in the browser, and posted
 * by a form to a new tab. Loaded on demand (it carries lz-string).
 */
import { buildSandboxProject, type SandboxDemo } from './project';
import { sandboxRequest, type FormRequest, type SandboxTarget } from './targets';

/** Versions of the packages installed when the site was built (inlined at build time by next.config.ts). */
export function installedVersions(raw: string | undefined = process.env.DEMO_PACKAGE_VERSIONS): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Posts the form to a new tab, then removes it. */
export function submitForm(request: FormRequest, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = request.action;
  form.target = '_blank';
  form.setAttribute('rel', 'noopener');
  form.hidden = true;
  for (const [name, value] of Object.entries(request.fields)) {
    const input = doc.createElement('input');
    // Hidden inputs keep line breaks, so source files arrive intact.
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

export function openSandbox(target: SandboxTarget, demo: SandboxDemo, versions: Record<string, string> = installedVersions()): void {
  submitForm(sandboxRequest(target, buildSandboxProject(demo, versions)));
}
