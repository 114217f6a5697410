import { demoAnchorRequest, repositoryFileUrl, sourceAnchor, sourceLink } from './demoLinks';

describe('demo links', () => {
  it('links to the code of each language on the current page, replacing any anchor', () => {
    expect(sourceAnchor('BasicGrid', 'TS')).toBe('BasicGrid.tsx');
    expect(sourceLink('https://site.test/x/react-data-grid/#usage', 'BasicGrid', 'JS')).toBe('https://site.test/x/react-data-grid/#BasicGrid.js');
    expect(sourceLink('https://site.test/x/react-data-grid/', 'BasicGrid', 'TS')).toBe('https://site.test/x/react-data-grid/#BasicGrid.tsx');
  });

  it('reads which demo and language an anchor asks for', () => {
    expect(demoAnchorRequest('#BasicGrid', 'BasicGrid')).toEqual({ variant: null });
    expect(demoAnchorRequest('#BasicGrid.tsx', 'BasicGrid')).toEqual({ variant: 'TS' });
    expect(demoAnchorRequest('#BasicGrid.js', 'BasicGrid')).toEqual({ variant: 'JS' });
    expect(demoAnchorRequest('#BasicGrid2', 'BasicGrid')).toBeNull();
    expect(demoAnchorRequest('#%E0%A4%A', 'BasicGrid')).toBeNull();
    expect(demoAnchorRequest('', 'BasicGrid')).toBeNull();
  });

  it("links to the demo's file in the repository when one is configured", () => {
    expect(repositoryFileUrl('https://github.com/o/r/blob/main', 'data-grid/BasicGrid')).toBe('https://github.com/o/r/blob/main/data/demos/data-grid/BasicGrid.tsx');
    expect(repositoryFileUrl(null, 'data-grid/BasicGrid')).toBeNull();
    expect(repositoryFileUrl('https://github.com/o/r/blob/main', '../etc')).toBeNull();
  });
});
