import * as React from 'react';
import { useRouter } from 'next/router';
import { clientNavigationTarget } from '../routing/clientNavigation';

/**
 * Turns clicks on the page's plain links to other docs pages (the drawer, the article) into
 * client-side navigations: one listener on the document instead of a link component per link (see
 * src/routing/clientNavigation.ts for which clicks). Every in-app link of the site is a plain `<a>`
 * (the header's, the breadcrumbs', the pager's too): `next/link` is not in the browser's bundle. A click
 * some other handler already took (`defaultPrevented`) is left to it. Before the app has hydrated,
 * every link is an ordinary link.
 */
export function useClientLinks() {
  const router = useRouter();
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = clientNavigationTarget(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), fullLoad: anchor.closest('[data-full-load]') !== null },
        window.location,
      );
      if (target === null) return;
      event.preventDefault();
      void router.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
