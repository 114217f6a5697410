import * as React from 'react';
import { sendEvent } from '../analytics/sendEvent';

interface AdErrorBoundaryProps {
  /** Analytics label of the ad inside, reported with the crash. */
  eventLabel: string | null;
  children: React.ReactNode;
}

/** An ad that throws renders nothing and reports an `ad` / `crash` event; the page goes on. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    sendEvent({ category: 'ad', action: 'crash', label: String(this.props.eventLabel) });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
