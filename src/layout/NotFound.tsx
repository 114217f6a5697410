import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { PageHead } from './PageHead';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/english';
import { pathnameToLanguage, toHref } from '../routing/paths';
import { site } from '../../data/site';
import { productFamily, productPathname, products } from '../../data/products';

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '64px 24px',
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { fontSize: '1.0625rem', lineHeight: 1.6, color: (theme.vars ?? theme).palette.text.secondary },
  '& ul': { paddingInlineStart: 20, lineHeight: 2 },
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
}));

const STARTING_POINTS: ReadonlyArray<{ href: string; labelKey?: TranslationKey; label?: string }> = [
  { href: toHref(productFamily.overviewPathname), labelKey: 'entry.overview' },
  ...products.map((product) => ({ href: toHref(productPathname(product)), label: product.name })),
];

/**
 * An address with a language prefix the export has no page for (old links to translated docs):
 * the same address without the prefix, read from the location once hydrated.
 */
function useEnglishAddress(): string | null {
  const [address, setAddress] = React.useState<string | null>(null);
  React.useEffect(() => {
    const info = pathnameToLanguage(window.location.pathname);
    if (info.userLanguage !== site.defaultLanguage && info.canonicalAsServer !== '/') {
      setAddress(info.canonicalAsServer);
    }
  }, []);
  return address;
}

/** Content of the 404 page: what happened and where to go instead. */
export function NotFound() {
  const t = useTranslate();
  const englishAddress = useEnglishAddress();
  return (
    <Wrapper>
      <PageHead />
      <h1>{t('notFound.title')}</h1>
      {englishAddress ? (
        <p>
          {t('notFound.otherLanguage')}{' '}
          <Link href={englishAddress} prefetch={false}>
            {englishAddress}
          </Link>
        </p>
      ) : null}
      <p>{t('notFound.body')}</p>
      <ul>
        {STARTING_POINTS.map((point) => (
          <li key={point.href}>
            <Link href={point.href} prefetch={false}>
              {point.labelKey ? t(point.labelKey) : point.label}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
