import { createSafeContext } from './createSafeContext';
import type { PageData } from './pageProps';

const [PageProvider, usePage] = createSafeContext<PageData>('PageProvider');

/** `usePage()` gives the current page's data (title, product, nav); `PageProvider` supplies it. */
export { PageProvider, usePage };
