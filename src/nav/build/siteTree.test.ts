/**
 * @jest-environment node
 */
import pages from '../../../data/pages';
import { guidePages } from '../tree';
import { localizedGuidePaths } from './siteTree';

const OVERVIEWS = ['/x/introduction', '/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view'];

describe('localizedGuidePaths', () => {
  it('exports the Chinese copies of the product overview pages only', () => {
    const paths = localizedGuidePaths(pages);
    expect(paths).toEqual(OVERVIEWS.map((pathname) => ({ lang: 'zh', slug: pathname.replace(/^\/x\//, '').split('/') })));
    const guides = new Set(guidePages(pages).map((page) => page.pathname));
    expect(paths.every(({ slug }) => guides.has(`/x/${slug.join('/')}`))).toBe(true);
  });
});
