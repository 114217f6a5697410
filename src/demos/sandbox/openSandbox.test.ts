import { installedVersions, openSandbox, submitForm } from './openSandbox';
import { decompressParameters } from './targets';

describe('installedVersions', () => {
  it.each([
    ['{"react":"19.3.1"}', { react: '19.3.1' }],
    ['{"react":"19.3.1","bad":3}', { react: '19.3.1' }],
    ['[]', {}],
    ['null', {}],
    ['not json', {}],
    [undefined, {}],
  ])('%p', (raw, expected) => {
    expect(installedVersions(raw)).toEqual(expected);
  });
});

describe('submitForm', () => {
  it('posts hidden fields (line breaks kept) to a new tab and cleans up', () => {
    const submitted: Array<{ action: string; method: string; target: string; fields: Record<string, string> }> = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value])),
      });
    });
    submitForm({ action: 'https://stackblitz.com/run?file=src%2FA.tsx', fields: { 'project[files][src/A.tsx]': 'a\nb\n' } });
    expect(submitted).toEqual([
      {
        action: 'https://stackblitz.com/run?file=src%2FA.tsx',
        method: 'post',
        target: '_blank',
        fields: { 'project[files][src/A.tsx]': 'a\nb\n' },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
    submit.mockRestore();
  });

  it('opens CodeSandbox with the demo and its dependencies', () => {
    let parameters = '';
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      parameters = (this.querySelector('input[name="parameters"]') as HTMLInputElement).value;
    });
    openSandbox(
      'codesandbox',
      {
        title: 'BasicGrid demo',
        description: 'd',
        fileName: 'BasicGrid',
        variant: 'JS',
        styling: 'MUI System',
        source: 'export default function BasicGrid() {}\n',
        imports: ['@mui/x-data-grid'],
        files: {},
      },
      { '@mui/x-data-grid': '8.5.0' },
    );
    const { files } = decompressParameters(parameters) as { files: Record<string, { content: string }> };
    expect(files['src/BasicGrid.jsx'].content).toBe('export default function BasicGrid() {}\n');
    expect(JSON.parse(files['package.json'].content).dependencies['@mui/x-data-grid']).toBe('8.5.0');
    submit.mockRestore();
  });
});
