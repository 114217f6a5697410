import { demosNeeded, depthReport, type DepthReference } from './depth';

const reference: DepthReference = {
  source: 'fixture',
  pages: {
    '/x/react-data-grid/sorting': { tag: 'v8.5.0', file: 'a.md', demos: 15, words: 900, sections: [] },
    '/x/react-charts/axis': { tag: 'v8.5.0', file: 'b.md', demos: 5, words: 400, sections: [] },
    '/x/react-charts/bars': { tag: 'v8.5.0', file: 'c.md', demos: 2, words: 100, sections: [] },
  },
};

describe('depthReport', () => {
  it('needs 80 % of the real demos, rounded up', () => {
    expect([0, 1, 2, 5, 15].map(demosNeeded)).toEqual([0, 1, 2, 4, 12]);
  });

  it('sums per product, lists the pages below the target, and ignores pages without a counterpart', () => {
    const report = depthReport(
      [
        { pathname: '/x/react-data-grid/sorting', demos: 11, words: 800 },
        { pathname: '/x/react-charts/axis', demos: 4, words: 300 },
        { pathname: '/x/react-charts/bars', demos: 1, words: 90 },
        { pathname: '/x/react-charts/ours-only', demos: 3, words: 200 },
      ],
      reference,
    );
    expect(report.products).toEqual([
      { product: 'react-charts', pages: 2, demos: 5, realDemos: 7, words: 390, realWords: 500 },
      { product: 'react-data-grid', pages: 1, demos: 11, realDemos: 15, words: 800, realWords: 900 },
    ]);
    expect(report.totalDemos).toBe(19);
    expect(report.matchedDemos).toBe(16);
    expect(report.below.map((page) => [page.pathname, page.needed])).toEqual([
      ['/x/react-charts/bars', 1],
      ['/x/react-data-grid/sorting', 1],
    ]);
  });

  it('counts the real demos of sections left out on purpose toward the target, and names those pages', () => {
    const report = depthReport([{ pathname: '/x/react-charts/bars', demos: 0, words: 90, omittedDemos: 2 }], reference);
    expect(report.below).toEqual([]);
    expect(report.omittedDemos).toEqual([{ pathname: '/x/react-charts/bars', demos: 2 }]);
  });
});
