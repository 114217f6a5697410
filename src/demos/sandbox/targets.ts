/** The form each sandbox service takes to create a project (pure; the browser submits it). */
import LZString from 'lz-string';
import type { SandboxProject } from './project';
import { site } from '../../../data/site';

const CODESANDBOX_DEFINE_URL = site.sandboxes.codesandboxDefineUrl;
const STACKBLITZ_RUN_URL = site.sandboxes.stackblitzRunUrl;

export type SandboxTarget = 'codesandbox' | 'stackblitz';

/** A POST form: where it goes and its fields. */
export interface FormRequest {
  action: string;
  fields: Record<string, string>;
}

/** CodeSandbox's `parameters`: the files as JSON, lz-string compressed, base64 made URL-safe. */
export function compressParameters(value: unknown): string {
  return LZString.compressToBase64(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reverses `compressParameters` (for tests and debugging). */
export function decompressParameters(parameters: string): unknown {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(LZString.decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')) ?? 'null');
}

/** CodeSandbox define API: the files, and the demo opened in the editor. */
export function codeSandboxRequest(project: SandboxProject): FormRequest {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  return {
    action: CODESANDBOX_DEFINE_URL,
    fields: { parameters: compressParameters({ files }), query: `file=/${project.openFile}` },
  };
}

/** StackBlitz POST API: a Node (WebContainers) project, each file its own field. */
export function stackBlitzRequest(project: SandboxProject): FormRequest {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return { action: `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(project.openFile)}`, fields };
}

export function sandboxRequest(target: SandboxTarget, project: SandboxProject): FormRequest {
  return target === 'codesandbox' ? codeSandboxRequest(project) : stackBlitzRequest(project);
}
