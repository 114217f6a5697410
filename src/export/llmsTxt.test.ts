import { llmsFull, llmsIndex, versionList, versionSentence } from './llmsTxt';
import type { LlmsScope } from './llmsScopes';

const HOST = 'https://docs.example.com/';

const SCOPE: LlmsScope = {
  base: '/x/react-data-grid',
  title: 'MUI X Data Grid',
  name: 'the Data Grid',
  summary: 'A React table.',
  versions: [
    { name: '@mui/x-data-grid', version: '8.5.0' },
    { name: '@mui/x-data-grid-pro', version: '8.5.0' },
  ],
  sections: [
    { title: 'Data Grid', links: [{ pathname: '/x/react-data-grid', title: 'Overview', description: 'The grid.' }] },
    { title: 'Main features', links: [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting', description: 'Sort\n  rows.' }] },
  ],
  api: [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid API', description: 'Props of DataGrid.' }],
  related: [{ base: '/x', name: 'MUI X' }],
};

describe('versions', () => {
  it.each([
    [[], ''],
    [[{ name: 'a', version: '1.0.0' }], '`a` 1.0.0'],
    [[{ name: 'a', version: '1' }, { name: 'b', version: '2' }, { name: 'c', version: '3' }], '`a` 1, `b` 2 and `c` 3'],
  ])('lists %p', (versions, expected) => {
    expect(versionList(versions)).toBe(expected);
  });
});

describe('llmsIndex', () => {
  it('follows the llms.txt format: title, quoted summary, versions, sections of links to the markdown, API last as Optional', () => {
    expect(llmsIndex(SCOPE, HOST)).toBe(
      [
        '# MUI X Data Grid',
        '',
        '> A React table.',
        '',
        'These docs describe `@mui/x-data-grid` 8.5.0 and `@mui/x-data-grid-pro` 8.5.0. Each link leads to a page as markdown, with the TypeScript source of its demos. Every guide of the Data Grid in one file: https://docs.example.com/x/react-data-grid/llms-full.txt',
        '',
        'See also: [MUI X](https://docs.example.com/x/llms.txt).',
        '',
        '## Data Grid',
        '',
        '- [Overview](https://docs.example.com/x/react-data-grid.md): The grid.',
        '',
        '## Main features',
        '',
        '- [Sorting](https://docs.example.com/x/react-data-grid/sorting.md): Sort rows.',
        '',
        '## Optional',
        '',
        '- [DataGrid API](https://docs.example.com/x/api/data-grid/data-grid.md): Props of DataGrid.',
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFull', () => {
  it('holds every guide\'s markdown in the navigation\'s order, after a header with the versions', () => {
    const markdown: Record<string, string> = {
      '/x/react-data-grid': '# Data Grid\n\n> The grid.\n\nText.\n',
      '/x/react-data-grid/sorting': '# Sorting\n\n```tsx\ncode();\n```\n\n',
    };
    const text = llmsFull(SCOPE, (pathname) => markdown[pathname], HOST);
    expect(text.startsWith(`# MUI X Data Grid: every guide\n\n> A React table.\n\n${versionSentence(SCOPE.versions)} This file holds every guide of the Data Grid`)).toBe(true);
    expect(text).toContain('The index, with the API reference of each component: https://docs.example.com/x/react-data-grid/llms.txt\n\n---\n\n# Data Grid\n\n> The grid.\n\nText.\n\n---\n\n# Sorting\n\n```tsx\ncode();\n```\n');
    expect(text.endsWith('```\n')).toBe(true);
  });
});
