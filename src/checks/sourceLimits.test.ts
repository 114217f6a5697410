/**
 * @jest-environment node
 */
import { longFunctions, MAX_FUNCTION_LINES, sourceLimitProblems } from './sourceLimits';

const body = (lines: number) => Array.from({ length: lines }, (_, index) => `  const a${index} = ${index};`).join('\n');

describe('longFunctions', () => {
  it.each([
    ['a function declaration', (n: number) => `export function render() {\n${body(n)}\n}\n`, 'render'],
    ['an arrow function in a variable', (n: number) => `const visit = () => {\n${body(n)}\n};\n`, 'visit'],
    ['a component', (n: number) => `export default function Dialog() {\n${body(n)}\n  return <div />;\n}\n`, 'Dialog'],
    ['a method', (n: number) => `const engine = {\n  search() {\n${body(n)}\n  },\n};\n`, 'search'],
  ])('finds %s over the limit, by name, and not one at it', (_, source, name) => {
    const file = 'src/a.tsx';
    expect(longFunctions(file, source(MAX_FUNCTION_LINES)).map((fn) => fn.name)).toEqual([name]);
    expect(longFunctions(file, source(MAX_FUNCTION_LINES - 3))).toEqual([]);
  });

  it('measures a nested function on its own', () => {
    const source = `function outer() {\n  const inner = () => {\n${body(MAX_FUNCTION_LINES)}\n  };\n  return inner;\n}\n`;
    expect(longFunctions('src/a.ts', source).map((fn) => [fn.name, fn.line])).toEqual([
      ['outer', 1],
      ['inner', 2],
    ]);
  });
});

describe('the source tree', () => {
  it('has no file over 300 lines and no function of the site over 80 lines', () => {
    expect(sourceLimitProblems(process.cwd())).toEqual([]);
  });
});
