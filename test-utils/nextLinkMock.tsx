/**
 * `next/link` for unit tests, as a plain anchor (the router is not mounted there):
 * `jest.mock('next/link', () => require('../../test-utils/nextLinkMock'))`.
 */
import * as React from 'react';

const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }>(
  ({ prefetch: _prefetch, ...props }, ref) => <a ref={ref} {...props} />,
);
Link.displayName = 'Link';

export default Link;
