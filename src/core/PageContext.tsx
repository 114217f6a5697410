import { createSafeContext } from './createSafeContext';
import type { PageData } from '../contracts';

const [PageProvider, usePage, useOptionalPage] = createSafeContext<PageData>('PageProvider');

/**
 * `usePage()` gives the current page's data (title, product, nav); `PageProvider` supplies it.
 * `useOptionalPage()` is for app-wide providers, which also wrap routes without page data.
 */
export { PageProvider, usePage, useOptionalPage };
