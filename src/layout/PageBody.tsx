import * as React from 'react';
import dynamic from 'next/dynamic';
import { Prose } from './Prose';
import { CodeBlock, COPIED_MS } from '../code/CodeBlock';
import type { ContentSegment } from '../contracts';

// Rendered on the server like the rest of the page; in the browser its chunk (the demo frame) is
// only loaded on pages that have a demo. The live demos inside load later, near the viewport.
const Demo = dynamic(() => import('../code/Demo'));

function Segment({ segment }: { segment: ContentSegment }) {
  switch (segment.kind) {
    case 'html':
      // Built from markdown at build time with raw HTML disabled: only markup the pipeline wrote.
      return <Prose dangerouslySetInnerHTML={{ __html: segment.html }} />;
    case 'code':
      return (
        <CodeBlock code={segment.code} html={segment.html} language={segment.language} revertAfter={COPIED_MS.prose} analyticsLabel="markdown" />
      );
    case 'demo':
      return <Demo demo={segment.demo} />;
    case 'container': {
      const Tag = segment.tag;
      return <Tag start={segment.tag === 'ol' ? segment.start : undefined}>{renderSegments(segment.children)}</Tag>;
    }
    default:
      return null;
  }
}

function renderSegments(segments: readonly ContentSegment[]) {
  return segments.map((segment, index) => <Segment key={index} segment={segment} />);
}

/** The body of a guide page: prose, code blocks and demos in the order of the markdown. */
export function PageBody({ segments }: { segments: readonly ContentSegment[] }) {
  return (
    <React.Fragment>
      {segments.map((segment, index) =>
        segment.kind === 'container' ? (
          // Lists and quotes that hold a code block keep the prose styles around their items.
          <Prose key={index}>
            <Segment segment={segment} />
          </Prose>
        ) : (
          <Segment key={index} segment={segment} />
        ),
      )}
    </React.Fragment>
  );
}
