import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

/** One factory for the server (document) and the client, so both use the same cache options. */
export function createDocsEmotionCache() {
  return createEmotionCache({ key: 'css' });
}
