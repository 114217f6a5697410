/**
 * Checks the CI workflows (.github/workflows/*.yml) against GitHub's own workflow schema, with
 * GitHub's parser (@actions/workflow-parser, the package behind GitHub's Actions editor tooling): the
 * keys and values of every job and step, and which contexts each expression may use (`secrets` is not
 * available in an `if:`, for instance). The workflows cannot run here; this is what can be checked.
 * Usage: `npx tsx scripts/check/checkWorkflows.mts [file…]` (every workflow by default). Prints one line
 * per problem (`file: message`) and exits 1 on any; `--json` prints them as JSON. ESM (.mts): the parser
 * is an ES module only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';

export async function workflowProblems(file: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
  const problems = parsed.context.errors.getErrors().map((error) => `${file}: ${error.message}`);
  return parsed.value || problems.length > 0 ? problems : [`${file}: not a workflow`];
}

/** The files named on the command line, or every workflow of the repository. */
function workflowFiles(): string[] {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (named.length > 0) return named;
  const dir = path.join('.github', 'workflows');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).map((name) => path.join(dir, name)) : [];
}

async function main() {
  const files = workflowFiles();
  const problems: string[] = [];
  for (const file of files) problems.push(...(await workflowProblems(file, fs.readFileSync(file, 'utf8'))));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ files, problems }));
  else problems.forEach((problem) => console.error(problem));
  process.exitCode = problems.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
});
