import * as React from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true). Without
 * IntersectionObserver it is true at once, so content still loads.
 */
export function useNearViewport(ref: React.RefObject<Element | null>, rootMargin = '400px 0px'): boolean {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
