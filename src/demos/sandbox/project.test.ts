import { buildSandboxProject, type SandboxDemo } from './project';
import { codeSandboxRequest, compressParameters, decompressParameters, sandboxRequest, stackBlitzRequest } from './targets';

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '9.5.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-tree-view': '8.5.0',
  typescript: '7.0.2',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.2.3',
  tailwindcss: '4.3.3',
};

const demo = (overrides: Partial<SandboxDemo> = {}): SandboxDemo => ({
  title: 'CustomTreeItem demo - MUI X <Tree>',
  description: 'From /x/react-tree-view/tree-item-customization',
  fileName: 'CustomTreeItem',
  variant: 'TS',
  styling: 'MUI System',
  source: "import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';\nexport default function CustomTreeItem() {}\n",
  imports: ['@mui/x-tree-view/SimpleTreeView'],
  files: {},
  ...overrides,
});

describe('buildSandboxProject', () => {
  it('makes a TypeScript Vite project around the demo', () => {
    const project = buildSandboxProject(demo(), versions);
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/CustomTreeItem.tsx',
      'src/index.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project.openFile).toBe('src/CustomTreeItem.tsx');
    expect(project.files['src/CustomTreeItem.tsx']).toBe(demo().source);
    expect(project.files['src/index.tsx']).toContain("import Demo from './CustomTreeItem';");
    expect(project.files['src/index.tsx']).toContain("document.getElementById('root')!");
    expect(project.files['index.html']).toContain('<script type="module" src="/src/index.tsx"></script>');
    expect(project.files['index.html']).toContain('<title>CustomTreeItem demo - MUI X &lt;Tree&gt;</title>');
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.name).toBe('custom-tree-item-demo');
    expect(pkg.scripts.dev).toBe('vite');
    expect(pkg.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '9.5.0',
      '@mui/x-tree-view': '8.5.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
    expect(pkg.devDependencies).toEqual({
      '@types/react': '19.3.0',
      '@types/react-dom': '19.2.3',
      '@vitejs/plugin-react': 'latest',
      typescript: '7.0.2',
      vite: 'latest',
    });
  });

  it('makes a JavaScript project without TypeScript files', () => {
    const project = buildSandboxProject(demo({ variant: 'JS' }), versions);
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/CustomTreeItem.jsx', 'src/index.jsx', 'vite.config.js']);
    expect(project.files['src/index.jsx']).not.toContain('!');
    expect(JSON.parse(project.files['package.json']).devDependencies).toEqual({ '@vitejs/plugin-react': 'latest', vite: 'latest' });
  });

  it('wires Tailwind for the Tailwind styling, MUI in its layer below the utilities', () => {
    const project = buildSandboxProject(demo({ styling: 'Tailwind' }), versions);
    expect(project.files['src/index.css']).toBe('@import "tailwindcss";\n');
    expect(project.files['src/index.tsx']).toContain('<StyledEngineProvider enableCssLayer>');
    expect(project.files['src/index.tsx']).toContain('@layer theme, base, mui, components, utilities;');
    expect(project.files['vite.config.ts']).toContain('tailwindcss()');
    expect(JSON.parse(project.files['package.json']).devDependencies.tailwindcss).toBe('4.3.3');
  });

  it('carries the CSS module of the CSS styling', () => {
    const project = buildSandboxProject(
      demo({ styling: 'CSS', files: { 'CustomTreeItem.module.css': '.label { color: red; }\n' }, imports: ['./CustomTreeItem.module.css'] }),
      versions,
    );
    expect(project.files['src/CustomTreeItem.module.css']).toBe('.label { color: red; }\n');
    expect(project.files['src/index.tsx']).toContain('<StyledEngineProvider injectFirst>');
  });

  it('puts a shared data module where the demo imports it from, with its packages', () => {
    const project = buildSandboxProject(
      demo({ files: { 'data/employees.ts': 'export const employees = [];\n' }, imports: ['@mui/x-tree-view', './data/employees', 'dayjs'] }),
      versions,
    );
    expect(project.files['src/data/employees.ts']).toBe('export const employees = [];\n');
    expect(Object.keys(JSON.parse(project.files['package.json']).dependencies)).toContain('dayjs');
  });

  it('lets an unknown adapter throw, naming it', () => {
    expect(() => buildSandboxProject(demo({ imports: ['@mui/x-date-pickers/AdapterNope'] }), versions)).toThrow(TypeError);
    expect(() => buildSandboxProject(demo({ imports: ['@mui/x-date-pickers/AdapterNope'] }), versions)).toThrow('AdapterNope');
  });
});

describe('sandbox requests', () => {
  const project = buildSandboxProject(demo(), versions);

  it('CodeSandbox: URL-safe compressed files that decompress to the project', () => {
    const request = codeSandboxRequest(project);
    expect(request.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(request.fields.query).toBe('file=/src/CustomTreeItem.tsx');
    expect(request.fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const { files } = decompressParameters(request.fields.parameters) as { files: Record<string, { content: string; isBinary: boolean }> };
    expect(Object.keys(files).sort()).toEqual(Object.keys(project.files).sort());
    expect(files['src/CustomTreeItem.tsx']).toEqual({ content: demo().source, isBinary: false });
  });

  it('StackBlitz: one field per file, the node template, the demo opened', () => {
    const request = stackBlitzRequest(project);
    expect(request.action).toBe('https://stackblitz.com/run?file=src%2FCustomTreeItem.tsx');
    expect(request.fields['project[template]']).toBe('node');
    expect(request.fields['project[title]']).toBe(project.title);
    expect(request.fields['project[files][src/CustomTreeItem.tsx]']).toBe(demo().source);
    expect(request.fields['project[files][package.json]']).toBe(project.files['package.json']);
  });

  it('picks the request by target', () => {
    expect(sandboxRequest('codesandbox', project).action).toContain('codesandbox.io');
    expect(sandboxRequest('stackblitz', project).action).toContain('stackblitz.com');
  });

  it.each([['short'], ['a'.repeat(5000)], ['ünïcödé ✓ <tags> & "quotes"']])('round-trips %#', (text) => {
    expect(decompressParameters(compressParameters({ text }))).toEqual({ text });
  });
});
