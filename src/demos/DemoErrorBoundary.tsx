import * as React from 'react';
import { useTranslate } from '../i18n/I18nProvider';

/** Shows `message` in place of its children when they throw (a chunk that failed to load, a crash). */
export class DemoErrorBoundary extends React.Component<{ message: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <p className="demo-message">{this.props.message}</p> : this.props.children;
  }
}

/**
 * What a guide page's demo sits in, the same in the server's render and the browser's (DemoFrame.tsx
 * and DemoFrame.server.tsx), so hydration finds the same tree: a visible `Activity` boundary, which
 * React can leave dehydrated while the frame's code loads, and the demo's load message should it fail.
 */
export function DemoFrameBoundary({ children }: { children: React.ReactNode }) {
  const t = useTranslate();
  return (
    <React.Activity mode="visible" name="Demo">
      <DemoErrorBoundary message={t('code.demoLoadFailed')}>{children}</DemoErrorBoundary>
    </React.Activity>
  );
}
