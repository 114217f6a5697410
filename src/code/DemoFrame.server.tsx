import * as React from 'react';
import Demo, { type DemoProps } from './Demo';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { useTranslate } from '../i18n/I18nProvider';

/**
 * Stands in for `DemoFrame.tsx` in the server build (next.config.ts swaps it): the frame is rendered
 * with the page, in the same boundaries as in the browser, so hydration finds the same tree.
 */
export function DemoFrame(props: DemoProps) {
  const t = useTranslate();
  return (
    <React.Activity mode="visible" name="Demo">
      <DemoErrorBoundary message={t('code.demoLoadFailed')}>
        <Demo {...props} />
      </DemoErrorBoundary>
    </React.Activity>
  );
}
