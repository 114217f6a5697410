import * as React from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { canonicalUrl } from '../routing/paths';

/**
 * An entry point that only leads elsewhere: a meta refresh for the static HTML (works without JS),
 * a client-side replace once hydrated, and a visible link for everyone else.
 */
export function RedirectNotice({ to, label }: { to: string; label: string }) {
  const router = useRouter();
  React.useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return (
    <div style={{ padding: '64px 24px', maxWidth: 720, margin: '0 auto' }}>
      <Head>
        <title>{`${label} - MUI X`}</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={canonicalUrl(to)} />
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        Taking you to <Link href={to} prefetch={false}>{label}</Link>…
      </p>
    </div>
  );
}
