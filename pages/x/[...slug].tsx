import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocsPage } from '../../src/layout/DocsPage';
import type { DocsPageProps } from '../../src/contracts';
import { guideSlugs, loadDocsPage } from '../../src/content/loadDocsPage';

export default function GuidePage({ page: _page, ...props }: DocsPageProps) {
  return <DocsPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: guideSlugs().map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<DocsPageProps, { slug: string[] }> = async ({ params }) => ({
  props: await loadDocsPage(params?.slug ?? []),
});
