import * as React from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { canonicalUrl } from '../routing/paths';
import { useTranslate } from '../i18n/I18nProvider';
import { site } from '../../data/site';

/**
 * An entry point that only leads elsewhere: a meta refresh for the static HTML (works without JS),
 * a client-side replace once hydrated, and a visible link for everyone else.
 */
export function RedirectNotice({ to, label }: { to: string; label: string }) {
  const router = useRouter();
  const t = useTranslate();
  React.useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return (
    <div style={{ padding: '64px 24px', maxWidth: 720, margin: '0 auto' }}>
      <Head>
        <title>{`${label}${site.titleSuffix}`}</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={canonicalUrl(to)} />
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        <a href={to}>
          {t('entry.continueTo', { label })}
        </a>
      </p>
    </div>
  );
}

/** The page of an entry point (`/`, `/x/`): a notice that leads to the site's home page. */
export function EntryPage() {
  const t = useTranslate();
  return <RedirectNotice to={site.homePathname} label={t('entry.overview')} />;
}
