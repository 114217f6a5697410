import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocsPage } from '../../../src/layout/DocsPage';
import type { DocsPageProps } from '../../../src/contracts';
import { loadDocsPage } from '../../../src/content/loadDocsPage';
import { localizedGuidePaths } from '../../../src/nav/build/siteTree';

/** A guide page under a language prefix (`/zh/x/react-charts/`): exported where its title is translated. */
export default function LocalizedGuidePage({ page: _page, ...props }: DocsPageProps) {
  return <DocsPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: localizedGuidePaths().map((params) => ({ params })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<DocsPageProps, { lang: string; slug: string[] }> = async ({ params }) => ({
  props: await loadDocsPage(params?.slug ?? [], params?.lang),
});
