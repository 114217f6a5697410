import * as React from 'react';
import { Prose } from './Prose';
import { CodeBlock, COPIED_MS } from '../code/CodeBlock';
import type { ContentSegment } from '../contracts';
import { DemoFrame } from '../demos/DemoFrame';
import { useStaticHtml } from '../core/staticHtml';

/** Prose built from markdown at build time with raw HTML disabled: only markup the pipeline wrote. */
function HtmlSegment({ id, html }: { id: string; html: string }) {
  return <Prose data-html={id} dangerouslySetInnerHTML={{ __html: useStaticHtml(id, html) }} />;
}

/**
 * `id`: the segment's place in the body (`3`, `2.1` for the second child of the third), unique on the
 * page. Memoised: new props for the same page keep the segments that did not change (useSamePageProps).
 */
const Segment = React.memo(function Segment({ segment, id }: { segment: ContentSegment; id: string }) {
  switch (segment.kind) {
    case 'html':
      return <HtmlSegment id={`s${id}`} html={segment.html} />;
    case 'code':
      return (
        <CodeBlock
          html={segment.html}
          htmlKey={`c${id}`}
          language={segment.language}
          revertAfter={COPIED_MS.prose}
          analyticsLabel="markdown"
        />
      );
    case 'demo':
      return <DemoFrame demo={segment.demo} htmlKey={`d${id}`} />;
    case 'container': {
      const Tag = segment.tag;
      return <Tag start={segment.tag === 'ol' ? segment.start : undefined}>{renderSegments(segment.children, id)}</Tag>;
    }
    default:
      return null;
  }
});

function renderSegments(segments: readonly ContentSegment[], parentId: string) {
  return segments.map((segment, index) => <Segment key={index} segment={segment} id={`${parentId}.${index}`} />);
}

/** The body of a guide page: prose, code blocks and demos in the order of the markdown. */
export function PageBody({ segments }: { segments: readonly ContentSegment[] }) {
  return (
    <React.Fragment>
      {segments.map((segment, index) =>
        segment.kind === 'container' ? (
          // Lists and quotes that hold a code block keep the prose styles around their items.
          <Prose key={index}>
            <Segment segment={segment} id={String(index)} />
          </Prose>
        ) : (
          <Segment key={index} segment={segment} id={String(index)} />
        ),
      )}
    </React.Fragment>
  );
}
