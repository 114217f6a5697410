import type { BrowserContext, Request } from '@playwright/test';
import fs from 'node:fs';
import LZString from 'lz-string';
import { test, expect, waitForHydration, demoSource } from './fixtures';

/**
 * "Open in CodeSandbox / StackBlitz" posts a project built in the browser. The POST is intercepted
 * here and answered locally: nothing is ever sent to those services.
 */
const installed = (name: string) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;

/** Captures the next POST to a sandbox service, from any tab of the context, and answers it. */
async function capturePost(context: BrowserContext, pattern: RegExp) {
  const posts: Request[] = [];
  await context.route(pattern, (route) => {
    posts.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>captured</p>' });
  });
  return posts;
}

function formFields(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

function decompress(parameters: string): { files: Record<string, { content: string; isBinary: boolean }> } {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(LZString.decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))!);
}

test('CodeSandbox gets the TS demo, its entry, index.html and the dependencies of its imports', async ({ page, context, problems }) => {
  const posts = await capturePost(context, /^https:\/\/codesandbox\.io\//);
  await page.goto('/x/react-date-pickers/date-range-picker/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="BasicDateRangePicker.tsx"]');
  const popup = context.waitForEvent('page');
  await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await popup).waitForLoadState();
  expect(posts).toHaveLength(1);
  expect(posts[0].method()).toBe('POST');
  expect(posts[0].url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  const fields = formFields(posts[0]);
  expect(fields.query).toBe('file=/src/BasicDateRangePicker.tsx');
  const { files } = decompress(fields.parameters);
  expect(Object.keys(files).sort()).toEqual([
    'index.html',
    'package.json',
    'src/BasicDateRangePicker.tsx',
    'src/index.tsx',
    'tsconfig.json',
    'vite.config.ts',
  ]);
  expect(files['src/BasicDateRangePicker.tsx'].content).toBe(await demoSource(page, { file: 'BasicDateRangePicker.tsx' }));
  expect(files['src/index.tsx'].content).toContain("import Demo from './BasicDateRangePicker';");
  expect(files['index.html'].content).toContain('<div id="root"></div>');
  const pkg = JSON.parse(files['package.json'].content);
  expect(pkg.dependencies).toEqual({
    '@emotion/react': installed('@emotion/react'),
    '@emotion/styled': installed('@emotion/styled'),
    '@mui/material': installed('@mui/material'),
    '@mui/x-date-pickers': installed('@mui/x-date-pickers'),
    '@mui/x-date-pickers-pro': installed('@mui/x-date-pickers-pro'),
    dayjs: installed('dayjs'),
    react: installed('react'),
    'react-dom': installed('react-dom'),
  });
  expect(pkg.devDependencies.typescript).toBe(installed('typescript'));
  expect(problems).toEqual([]);
});

test('StackBlitz gets the JS variant as form fields', async ({ page, context, problems }) => {
  const posts = await capturePost(context, /^https:\/\/stackblitz\.com\//);
  await page.goto('/x/react-charts/bars/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="BasicBars.tsx"]');
  await demo.getByRole('button', { name: 'JS', exact: true }).click();
  const popup = context.waitForEvent('page');
  await demo.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  expect(posts).toHaveLength(1);
  expect(posts[0].url()).toBe('https://stackblitz.com/run?file=src%2FBasicBars.jsx');
  const fields = formFields(posts[0]);
  expect(fields['project[template]']).toBe('node');
  expect(fields['project[title]']).toBe('BasicBars demo - MUI X');
  expect(fields['project[files][src/BasicBars.jsx]']).toContain('<BarChart');
  expect(fields['project[files][src/BasicBars.jsx]']).not.toMatch(/React\.FC|: string|<[A-Z]\w*\[\]>/);
  expect(fields['project[files][src/index.jsx]']).toContain("import Demo from './BasicBars';");
  expect(fields['project[files][tsconfig.json]']).toBeUndefined();
  const pkg = JSON.parse(fields['project[files][package.json]']);
  expect(pkg.dependencies['@mui/x-charts']).toBe(installed('@mui/x-charts'));
  expect(pkg.dependencies.dayjs).toBeUndefined();
  expect(problems).toEqual([]);
});

test('the Tailwind and CSS variants carry their styling setup', async ({ page, context }) => {
  const posts = await capturePost(context, /^https:\/\/codesandbox\.io\//);
  await page.goto('/x/react-tree-view/tree-item-customization/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomizedTreeView.tsx"]');
  for (const styling of ['Tailwind', 'CSS']) {
    await demo.getByRole('button', { name: styling, exact: true }).click();
    const popup = context.waitForEvent('page');
    await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await popup).waitForLoadState();
  }
  expect(posts).toHaveLength(2);
  const tailwind = decompress(formFields(posts[0]).parameters).files;
  expect(tailwind['src/index.css'].content).toBe('@import "tailwindcss";\n');
  expect(tailwind['src/CustomizedTreeView.tsx'].content).toContain('rounded-lg');
  expect(JSON.parse(tailwind['package.json'].content).devDependencies.tailwindcss).toBe(installed('tailwindcss'));
  const css = decompress(formFields(posts[1]).parameters).files;
  expect(css['src/CustomizedTreeView.module.css'].content).toBe(
    fs.readFileSync('data/demos/tree-view/CustomizedTreeView.module.css', 'utf8'),
  );
  expect(css['src/CustomizedTreeView.tsx'].content).toContain("import classes from './CustomizedTreeView.module.css';");
});
