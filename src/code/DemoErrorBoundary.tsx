import * as React from 'react';

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
