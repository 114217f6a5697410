import Head from 'next/head';
import { usePage } from '../core/PageContext';
import { canonicalUrl, markdownPath } from '../routing/paths';
import { site } from '../../data/site';

/**
 * Title, description, canonical, social cards, hreflang alternates and product metas of a page, and
 * the link to its markdown export where it has one (`markdown`). (Its breadcrumbs' structured data is
 * written by the document: see structuredData.ts.)
 */
export function PageHead({ markdown = false }: { markdown?: boolean }) {
  const page = usePage();
  const title = `${page.title}${site.titleSuffix}`;
  const url = canonicalUrl(page.pathname);
  const image = `${site.host}${site.socialImage.path}`;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {page.noIndex ? null : <link rel="alternate" hrefLang="en" href={url} />}
      {page.noIndex ? null : <link rel="alternate" hrefLang="x-default" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(site.socialImage.width)} />
      <meta property="og:image:height" content={String(site.socialImage.height)} />
      <meta property="og:image:alt" content={site.socialImage.alt} />
      <meta property="og:site_name" content={site.brand} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.socialImage.alt} />
      <meta name="mui:productId" content={page.productId} />
      <meta name="mui:productCategoryId" content={page.productCategoryId} />
      {markdown ? <link rel="alternate" type="text/markdown" href={markdownPath(page.pathname)} /> : null}
    </Head>
  );
}
