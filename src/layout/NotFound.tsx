import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PageHead } from './PageHead';
import { useTranslate } from '../i18n/I18nProvider';
import { englishSuggestion, hasLanguagePrefix, KNOWN_PAGES_URL, parseKnownPages } from '../routing/suggestions';
import { productRoots } from '../nav/productRoots';

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '64px 24px',
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { fontSize: '1.0625rem', lineHeight: 1.6, color: (theme.vars ?? theme).palette.text.secondary },
  '& ul': { paddingInlineStart: 20, lineHeight: 2 },
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
}));


/**
 * An address with a language prefix the export has no page for (old links to translated docs):
 * the same page in English, read from the location once hydrated, and offered only when the site's
 * page list has it (the address is the reader's input: `/zh//evil.com/` must not become a link).
 */
function useEnglishAddress(): string | null {
  const [address, setAddress] = React.useState<string | null>(null);
  React.useEffect(() => {
    const pathname = window.location.pathname;
    if (!hasLanguagePrefix(pathname)) return undefined;
    let active = true;
    fetch(KNOWN_PAGES_URL)
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (list: unknown) => {
          if (active) setAddress(englishSuggestion(pathname, parseKnownPages(list)));
        },
        () => {
          // Offline or no list: no suggestion, the starting points remain.
        },
      );
    return () => {
      active = false;
    };
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
          <a href={englishAddress}>
            {englishAddress}
          </a>
        </p>
      ) : null}
      <p>{t('notFound.body')}</p>
      <ul>
        {productRoots.map((root) => (
          <li key={root.href}>
            <a href={root.href}>
              {root.overview ? t('entry.overview') : root.name}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
