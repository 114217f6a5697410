/**
 * `npm run imports`: prints the folder-level import graph of src/ and data/, its cycles and the
 * forbidden directions (see src/checks/importGraph.ts); exits non-zero when there is any.
 */
import { checkTree, describeCycle } from '../../src/checks/importGraph';

const { graph, cycles, violations, edges } = checkTree(process.cwd());

console.log('Folder graph (folder -> imported folders, with the number of file imports):');
for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
  const list = [...targets].sort(([a], [b]) => a.localeCompare(b)).map(([to, count]) => `${to} (${count})`);
  console.log(`  ${from} -> ${list.join(', ') || '(nothing)'}`);
}
console.log(`\n${cycles.length} folder cycle(s)`);
for (const cycle of cycles) {
  console.log(`  cycle: ${cycle.join(' <-> ')}`);
  for (const line of describeCycle(cycle, edges)) console.log(`    ${line}`);
}
console.log(`${violations.length} forbidden import(s)`);
for (const violation of violations) console.log(`  ${violation.message}`);
if (cycles.length || violations.length) process.exit(1);
