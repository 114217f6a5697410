/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NavPage } from '../contracts';
import { products } from '../../data/products';
import { productVersions, writeLlmsFiles } from './llmsFiles';

const TREE: NavPage[] = products.map((product) => ({
  pathname: `/x/${product.guideSegment}-group`,
  title: product.name,
  children: [{ pathname: `/x/${product.guideSegment}`, title: 'Overview' }],
}));

describe('writeLlmsFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const inputs = { describe: (pathname: string) => `About ${pathname}.`, apiPages: [] };

  it('writes the indexes of the site and of each product, and their full files when given the guides', () => {
    const guides = new Map(products.map((product) => [`/x/${product.guideSegment}`, `# ${product.name}\n\nText of ${product.name}.\n`]));
    const written = writeLlmsFiles(TREE, dir, 'https://h', { ...inputs, guides });
    expect(written).toEqual([
      '/x/llms.txt',
      '/x/llms-full.txt',
      ...products.flatMap((product) => [`/x/${product.guideSegment}/llms.txt`, `/x/${product.guideSegment}/llms-full.txt`]),
    ]);
    const grid = fs.readFileSync(path.join(dir, 'x', 'react-data-grid', 'llms.txt'), 'utf8');
    expect(grid).toContain(`These docs describe \`@mui/x-data-grid\` ${productVersions()('data-grid')[0].version}`);
    expect(grid).toContain('- [Overview](https://h/x/react-data-grid.md): About /x/react-data-grid.');
    expect(fs.readFileSync(path.join(dir, 'x', 'llms-full.txt'), 'utf8')).toContain('\n---\n\n# Charts\n\nText of Charts.\n');
  });

  it('writes the indexes only without the guides (a tree change under next dev)', () => {
    expect(writeLlmsFiles(TREE, dir, 'https://h', inputs).every((file) => file.endsWith('/llms.txt'))).toBe(true);
  });
});

describe('productVersions', () => {
  it('reads each package of a product from node_modules, and names one that is missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@mui/x-charts': '1.0.0' } }));
      fs.mkdirSync(path.join(root, 'node_modules', '@mui', 'x-charts'), { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules', '@mui', 'x-charts', 'package.json'), JSON.stringify({ version: '1.2.3' }));
      const versionsOf = productVersions(root);
      expect(() => versionsOf('charts')).toThrow('llms.txt: @mui/x-charts-pro is not installed (run npm ci)');
      expect(versionsOf('nothing')).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
