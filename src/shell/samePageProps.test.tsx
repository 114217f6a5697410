import * as React from 'react';
import { render } from '@testing-library/react';
import type { ContentSegment } from '../contracts';
import { useSamePageProps } from './samePageProps';
import { PageBody } from '../layout/PageBody';

// A stand-in for the demo frame that counts its renders (the real one loads the demo's chunk).
const demoRenders: string[] = [];
jest.mock('../demos/DemoFrame', () => ({
  DemoFrame: ({ demo }: { demo: { file: string } }) => {
    demoRenders.push(demo.file);
    return <div data-demo={demo.file} />;
  },
}));

type Props = { page: { pathname: string; userLanguage: string }; segments: ContentSegment[] };

/** What _app.tsx does: the page's props through the hook, then the body. */
function Page(pageProps: Props) {
  const props = useSamePageProps(pageProps);
  return <PageBody segments={props.segments} />;
}

const props = (pathname: string, paragraph: string): Props => ({
  page: { pathname, userLanguage: 'en' },
  segments: [
    { kind: 'html', html: `<p>${paragraph}</p>` },
    { kind: 'demo', demo: { file: 'SortingGrid.tsx' } } as unknown as ContentSegment,
    { kind: 'html', html: '<p>After the demo.</p>' },
  ],
});

beforeEach(() => {
  demoRenders.length = 0;
});

describe('useSamePageProps', () => {
  it('new props for the open page render only the segment that changed', () => {
    const { container, rerender } = render(<Page {...props('/x/a', 'Before.')} />);
    rerender(<Page {...props('/x/a', 'Saved.')} />);
    expect(container.textContent).toContain('Saved.');
    expect(container.textContent).not.toContain('Before.');
    expect(demoRenders).toEqual(['SortingGrid.tsx']);
  });

  it('the same props again render nothing', () => {
    const { rerender } = render(<Page {...props('/x/a', 'Before.')} />);
    rerender(<Page {...props('/x/a', 'Before.')} />);
    expect(demoRenders).toEqual(['SortingGrid.tsx']);
  });

  it("another page's props pass as they are", () => {
    const { container, rerender } = render(<Page {...props('/x/a', 'Before.')} />);
    rerender(<Page {...props('/x/b', 'Other page.')} />);
    expect(container.textContent).toContain('Other page.');
    expect(demoRenders).toEqual(['SortingGrid.tsx', 'SortingGrid.tsx']);
  });

  it('a changed demo renders again', () => {
    const { rerender } = render(<Page {...props('/x/a', 'Before.')} />);
    const next = props('/x/a', 'Before.');
    next.segments[1] = { kind: 'demo', demo: { file: 'SortingGrid.tsx', height: 400 } } as unknown as ContentSegment;
    rerender(<Page {...next} />);
    expect(demoRenders).toEqual(['SortingGrid.tsx', 'SortingGrid.tsx']);
  });
});
