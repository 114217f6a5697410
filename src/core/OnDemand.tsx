import * as React from 'react';

interface SwallowLoadErrorProps {
  children: React.ReactNode;
  onError?: (error: unknown) => void;
}

class SwallowLoadError extends React.Component<SwallowLoadErrorProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Wraps a component loaded on demand (`React.lazy`): nothing shows while its chunk loads, and a chunk
 * that fails to load (offline, new deployment) or a crash inside leaves the page working instead of
 * crashing it. `onError` lets the owner say so; remount (a new `key`) to try again.
 */
export function OnDemand({ children, onError }: { children: React.ReactNode; onError?: (error: unknown) => void }) {
  return (
    <SwallowLoadError onError={onError}>
      <React.Suspense fallback={null}>{children}</React.Suspense>
    </SwallowLoadError>
  );
}
