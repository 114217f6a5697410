/** @jest-environment node */
import path from 'node:path';
import { contentFileFor } from './contentFile';

describe('contentFileFor', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'react-data-grid/sorting.md'],
    ['/x/react-data-grid', 'react-data-grid.md'],
    ['/x/introduction', 'introduction.md'],
  ])('%s -> %s', (pathname, file) => {
    expect(contentFileFor(pathname, '/docs')).toBe(path.join('/docs', file));
  });

  it.each([['/x/../etc/passwd'], ['/material-ui/button'], ['/x/'], ['/x/a b']])('refuses %p', (pathname) => {
    expect(() => contentFileFor(pathname, '/docs')).toThrow('has no markdown file');
  });
});
