import * as React from 'react';
import { useRouter } from 'next/router';
import { clientNavigationTarget, type LinkClick } from '../routing/clientNavigation';

/**
 * Turns clicks on the page's plain links to other docs pages (the drawer, the article) into
 * client-side navigations: one listener on the document instead of a link component per link (see
 * src/routing/clientNavigation.ts for which clicks). Every in-app link of the site is a plain `<a>`
 * (the header's, the breadcrumbs', the pager's too): `next/link` is not in the browser's bundle. A click
 * some other handler already took (`defaultPrevented`) is left to it. Before the app has hydrated,
 * every link is an ordinary link. The pointer over a link, or a touch, prefetches its page's data.
 */
export function useClientLinks() {
  const router = useRouter();
  React.useEffect(() => {
    const targetOf = (event: Event, click: LinkClick) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return null;
      return clientNavigationTarget(
        click,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), fullLoad: anchor.closest('[data-full-load]') !== null },
        window.location,
      );
    };
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event, event);
      if (target === null) return;
      event.preventDefault();
      void router.push(target);
    };
    // The reader's intent (the pointer over a link, a touch) fetches the page's data
    // before the click, as Next's Link does on hover: the page change then waits for no request. Once
    // per page; a failed prefetch (offline) costs nothing, the click fetches again.
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const target = targetOf(event, PLAIN_CLICK);
      if (target === null) return;
      const page = target.replace(/#.*$/, '');
      if (prefetched.has(page) || page === `${window.location.pathname}${window.location.search}`) return;
      prefetched.add(page);
      router.prefetch(page).catch(() => prefetched.delete(page));
    };
    document.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);
}

// Not the focus: arrowing through search results or tabbing through the drawer would fetch every page passed.
const INTENT_EVENTS = ['pointerover', 'touchstart'] as const;
/** A plain left click: what an intent would become. */
const PLAIN_CLICK: LinkClick = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
