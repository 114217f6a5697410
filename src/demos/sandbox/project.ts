/** The files of a runnable Vite project holding one demo, for CodeSandbox and StackBlitz (pure). */
import type { CodeStyling, CodeVariant } from '../../code/codePreferences';
import { resolveDependencies } from './dependencies';
import { escapeHtml } from '../../lib/html';

export interface SandboxDemo {
  /** Project title (`BasicGrid demo - MUI X`). */
  title: string;
  description: string;
  /** Name of the demo's file in the project, without extension (`BasicGrid`). */
  fileName: string;
  variant: CodeVariant;
  styling: CodeStyling;
  /** The demo's full source in that variant. */
  source: string;
  /** Imports of the demo's source (its packages and relative files). */
  imports: readonly string[];
  /** Files the demo imports relatively (a CSS module), by file name. */
  files: Readonly<Record<string, string>>;
}

export interface SandboxProject {
  title: string;
  description: string;
  /** Every file by path from the project root. */
  files: Record<string, string>;
  /** The file to open first (the demo). */
  openFile: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const pick = (versions: Readonly<Record<string, string>>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, versions[name] ?? 'latest']));

function entrySource(fileName: string, typescript: boolean, tailwind: boolean): string {
  const lines = [
    "import * as React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { StyledEngineProvider } from '@mui/material/styles';",
  ];
  if (tailwind) lines.push("import GlobalStyles from '@mui/material/GlobalStyles';", "import './index.css';");
  lines.push(`import Demo from './${fileName}';`, '');
  const root = typescript ? "document.getElementById('root')!" : "document.getElementById('root')";
  const provider = tailwind
    ? [
        '    {/* MUI in its own cascade layer, below Tailwind utilities. */}',
        '    <StyledEngineProvider enableCssLayer>',
        "      <GlobalStyles styles=\"@layer theme, base, mui, components, utilities;\" />",
        '      <Demo />',
        '    </StyledEngineProvider>',
      ]
    : ['    <StyledEngineProvider injectFirst>', '      <Demo />', '    </StyledEngineProvider>'];
  lines.push(`createRoot(${root}).render(`, '  <React.StrictMode>', ...provider, '  </React.StrictMode>,', ');', '');
  return lines.join('\n');
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    types: ['vite/client'],
  },
  include: ['src'],
};

/** Builds the project: package.json, index.html, Vite config, entry, the demo and its files. */
export function buildSandboxProject(demo: SandboxDemo, versions: Readonly<Record<string, string>>): SandboxProject {
  const typescript = demo.variant === 'TS';
  const tailwind = demo.styling === 'Tailwind';
  const ext = typescript ? 'tsx' : 'jsx';
  const entryImports = ['react', 'react-dom/client', '@mui/material/styles', ...(tailwind ? ['@mui/material/GlobalStyles'] : [])];
  const dependencies = resolveDependencies([...entryImports, ...demo.imports], versions);
  const devDependencies = pick(versions, [
    '@vitejs/plugin-react',
    'vite',
    ...(typescript ? ['@types/react', '@types/react-dom', 'typescript'] : []),
    ...(tailwind ? ['@tailwindcss/vite', 'tailwindcss'] : []),
  ]);
  const packageJson = {
    name: `${kebabCase(demo.fileName)}-demo`,
    private: true,
    version: '0.0.0',
    type: 'module',
    description: demo.description,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  };
  const viteConfig = [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    `export default defineConfig({ plugins: [${tailwind ? 'react(), tailwindcss()' : 'react()'}] });`,
    '',
  ].join('\n');
  const indexHtml = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${escapeHtml(demo.title)}</title>`,
    '    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/src/index.${ext}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const openFile = `src/${demo.fileName}.${ext}`;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml,
    [`vite.config.${typescript ? 'ts' : 'js'}`]: viteConfig,
    [`src/index.${ext}`]: entrySource(demo.fileName, typescript, tailwind),
    [openFile]: demo.source,
  };
  if (typescript) files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  if (tailwind) files['src/index.css'] = '@import "tailwindcss";\n';
  for (const [name, content] of Object.entries(demo.files)) files[`src/${name}`] = content;
  return { title: demo.title, description: demo.description, files, openFile, dependencies, devDependencies };
}
