import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PageHead } from '../layout/PageHead';
import { useTranslate } from '../i18n/I18nProvider';
import { CACHE_NAMES, OFFLINE_PATH } from './config';
import { listSavedPages, type SavedPage } from './savedPages';
import { site } from '../../data/site';

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '64px 24px',
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& h2': { fontSize: '1.25rem', margin: '40px 0 8px' },
  '& p': { fontSize: '1.0625rem', lineHeight: 1.6, color: (theme.vars ?? theme).palette.text.secondary },
  '& ul': { paddingInlineStart: 20, lineHeight: 2 },
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
  '& .path': {
    marginInlineStart: 8,
    fontSize: '0.8125rem',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  '& button': {
    font: 'inherit',
    fontWeight: 600,
    padding: '6px 16px',
    borderRadius: 8,
    cursor: 'pointer',
    color: (theme.vars ?? theme).palette.primary.contrastText,
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    border: 0,
  },
}));

/**
 * Saved pages: the addresses of the worker's page cache (its keys, no page is read) and the titles the
 * worker recorded as it saved them. Empty where the Cache API or the cache is missing.
 */
async function readSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE_NAMES.page))) {
    return [];
  }
  const pages = await caches.open(CACHE_NAMES.page);
  const titles = (await caches.has(CACHE_NAMES.pageTitles)) ? await caches.open(CACHE_NAMES.pageTitles) : null;
  const requests = await pages.keys();
  const entries = await Promise.all(
    requests.map(async (request) => ({ url: request.url, title: titles ? ((await (await titles.match(request.url))?.text()) ?? null) : null })),
  );
  return listSavedPages(entries, window.location.origin, site.titleSuffix);
}

/**
 * The offline page: the service worker answers with it when a page that was never saved is asked
 * for without a connection. It names the address asked for and lists what can be read offline.
 */
export function OfflineNotice() {
  const t = useTranslate();
  const [requested, setRequested] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState<SavedPage[] | null>(null);
  React.useEffect(() => {
    const path = window.location.pathname;
    if (path !== OFFLINE_PATH) setRequested(path);
    let active = true;
    readSavedPages().then(
      (pages) => active && setSaved(pages),
      () => active && setSaved([]),
    );
    return () => {
      active = false;
    };
  }, []);
  return (
    <Wrapper>
      <PageHead />
      <h1>{t('offline.heading')}</h1>
      <p>{requested ? t('offline.bodyWithPath', { path: requested }) : t('offline.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </button>
      <h2>{t('offline.savedHeading')}</h2>
      {saved === null ? null : saved.length ? (
        <React.Fragment>
          <p>{t('offline.savedIntro')}</p>
          {/* Full navigations (not client-side ones): the worker answers each from the saved copy. */}
          <ul data-full-load="">
            {saved.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
                {/* Several pages share a title ("Overview"): the address tells them apart. */}
                <span className="path" dir="ltr">
                  {page.href}
                </span>
              </li>
            ))}
          </ul>
        </React.Fragment>
      ) : (
        <p>{t('offline.savedNone')}</p>
      )}
    </Wrapper>
  );
}
