import fs from 'node:fs';
import path from 'node:path';
import { versionLinks } from './versions';
import pages from '../../data/pages';
import { apiProducts } from '../../data/apiReference';
import { products } from '../../data/products';
import { currentVersion } from '../../data/versions';
import type { NavPage } from '../contracts';

const host = 'https://mui.com';

describe('versionLinks', () => {
  it('lists the grid versions down to v4', () => {
    expect(versionLinks('x-data-grid', host)).toEqual([
      { text: 'v8.5.0', href: 'https://mui.com/x/react-data-grid/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
  });

  it('lists the pickers with their v5 page', () => {
    expect(versionLinks('x-date-pickers', host).map((link) => link.href)).toEqual([
      'https://mui.com/x/react-date-pickers/',
      'https://v7.mui.com/x/react-date-pickers/',
      'https://v6.mui.com/x/react-date-pickers/',
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    ]);
  });

  it('lists charts down to v6 and tree view with its v6 page', () => {
    expect(versionLinks('x-charts', host).map((link) => link.text)).toEqual(['v8.5.0', 'v7', 'v6']);
    expect(versionLinks('x-tree-view', host).map((link) => link.href)).toEqual([
      'https://mui.com/x/react-tree-view/',
      'https://v7.mui.com/x/react-tree-view/',
      'https://v6.mui.com/x/react-tree-view/getting-started',
    ]);
  });

  it.each([['null'], ['x'], ['material-ui'], ['']])('falls back to the MUI X list for %p', (productId) => {
    const links = versionLinks(productId, host);
    expect(links[0]).toEqual({ text: 'v8.5.0', href: 'https://mui.com/x/introduction/', current: true });
    expect(links.at(-1)?.text).toBe('v4');
  });

  it('uses the configured host for the current version only', () => {
    const links = versionLinks('x-charts', 'https://docs.example.com');
    expect(links[0].href).toBe('https://docs.example.com/x/react-charts/');
    expect(links[1].href).toBe('https://v7.mui.com/x/react-charts/');
  });
});

/** Read straight from node_modules and package.json, not through the module under test. */
const installed = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')).version;
const declared: Record<string, string> = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).dependencies;
const major = (version: string) => Number(version.split('.')[0]);

describe('one version everywhere: the switcher, the API reference, the tree and the install agree', () => {
  it.each(products.map((product) => [product.id, product.apiSegment]))('%s', (productId, apiSegment) => {
    const apiPackages = apiProducts.find((product) => product.id === apiSegment)!.packages.map((item) => item.name);
    // The API reference prints the version of each package it reads; the switcher shows the product's.
    const version = installed(apiPackages[0]);
    expect(versionLinks(productId)[0].text).toBe(`v${version}`);
    for (const name of apiPackages) {
      expect(`${name} ${installed(name)}`).toBe(`${name} ${version}`);
      // Pinned exactly, so a fresh clone installs the version the site names.
      expect(`${name} ${declared[name]}`).toBe(`${name} ${version}`);
    }
    // Older entries of the switcher are older majors.
    for (const link of versionLinks(productId).slice(1)) expect(Number(link.text.slice(1))).toBeLessThan(major(version));
  });

  it('shows the MUI X release outside the products, and all products share its major', () => {
    expect(versionLinks('x')[0].text).toBe(`v${currentVersion}`);
    expect(currentVersion).toBe(installed('@mui/x-data-grid'));
    for (const product of products) expect(major(versionLinks(product.id)[0].text.slice(1))).toBe(major(currentVersion));
  });

  it("has the current major's migration guides first in the tree", () => {
    const migration = pages.find((page) => page.pathname === '/x/migration-group');
    const upgrades = (migration?.children ?? []).map((group: NavPage) => /^\/x\/migration-v(\d+)$/.exec(group.pathname)?.[1]).filter(Boolean);
    expect(Number(upgrades[0])).toBe(major(currentVersion));
  });
});
