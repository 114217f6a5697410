import type { GetStaticPaths, GetStaticProps } from 'next';
import { ApiPage } from '../../../src/api/ApiPage';
import type { ApiPageProps } from '../../../src/contracts';
import { apiSlugs, loadApiPage } from '../../../src/content/loadApiPage';

export default function ApiReferencePage({ page: _page, ...props }: ApiPageProps) {
  return <ApiPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: apiSlugs().map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ApiPageProps, { slug: string[] }> = async ({ params }) => ({
  props: loadApiPage(params?.slug ?? []),
});
