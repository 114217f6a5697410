import * as React from 'react';

class SwallowLoadError extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Wraps a component loaded on demand (`React.lazy`): nothing shows while its chunk loads, and a chunk
 * that fails to load (offline, new deployment) leaves the page working instead of crashing it.
 */
export function OnDemand({ children }: { children: React.ReactNode }) {
  return (
    <SwallowLoadError>
      <React.Suspense fallback={null}>{children}</React.Suspense>
    </SwallowLoadError>
  );
}
