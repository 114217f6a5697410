import * as React from 'react';
import { usePage } from '../core/PageContext';
import { OnDemand } from '../core/OnDemand';
import { useNearViewport } from '../core/useNearViewport';

// Named so the service worker precaches it (src/sw/precacheList.ts `isPageAidChunk`): it shows offline too.
const FeedbackPanel = React.lazy(() => import(/* webpackChunkName: "page-aid-feedback" */ './FeedbackPanel'));

/** Kept in step with FeedbackPanel's FEEDBACK_HEIGHT (a unit test compares them). */
export const FEEDBACK_PLACE = 152;

/**
 * "Was this page helpful?" at the end of a page: its place is kept in the HTML and the panel
 * (FeedbackPanel: question, answers, comment) loads when that place nears the viewport, so readers
 * who never get there never download it. Self-contained: the panel needs the page's pathname and the
 * consent state only.
 */
export function PageFeedback() {
  const { pathname } = usePage();
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} style={{ minHeight: FEEDBACK_PLACE }} data-no-print="">
      {near ? (
        <OnDemand>
          {/* A new page asks again. */}
          <FeedbackPanel key={pathname} />
        </OnDemand>
      ) : null}
    </div>
  );
}
