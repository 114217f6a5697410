import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { PageHead } from './PageHead';
import { useTranslate } from '../i18n/I18nProvider';
import type { TranslationKey } from '../i18n/english';
import { pathnameToLanguage } from '../routing/paths';
import { productNames, site } from '../../data/site';

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '64px 24px',
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { fontSize: '1.0625rem', lineHeight: 1.6, color: (theme.vars ?? theme).palette.text.secondary },
  '& ul': { paddingInlineStart: 20, lineHeight: 2 },
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
}));

const STARTING_POINTS: ReadonlyArray<{ href: string; labelKey?: TranslationKey; product?: string }> = [
  { href: '/x/introduction/', labelKey: 'entry.overview' },
  { href: '/x/react-data-grid/', product: 'x-data-grid' },
  { href: '/x/react-date-pickers/', product: 'x-date-pickers' },
  { href: '/x/react-charts/', product: 'x-charts' },
  { href: '/x/react-tree-view/', product: 'x-tree-view' },
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
              {point.labelKey ? t(point.labelKey) : productNames[point.product ?? ''] ?? point.href}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
