import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { usePage } from '../core/PageContext';
import { useI18n } from '../i18n/I18nProvider';

const Trail = styled('nav')(({ theme }) => ({
  minWidth: 0,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
  '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
  '& li': { display: 'inline-flex', alignItems: 'center', minWidth: 0 },
  // The separator is a mirrored character: it points the other way in a right-to-left page.
  '& li + li::before': { content: '"›"', margin: '0 6px', color: (theme.vars ?? theme).palette.text.disabled, fontSize: '1rem' },
  '& a': { color: 'inherit', textDecoration: 'none', borderRadius: 4 },
  '& a:hover': { color: (theme.vars ?? theme).palette.text.primary, textDecoration: 'underline' },
  '& a:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
  '& [aria-current="page"]': { color: (theme.vars ?? theme).palette.text.primary, fontWeight: 500 },
}));

/**
 * Product › section › page above the title, from the navigation tree (`page.breadcrumbs`, computed at
 * build time). Steps with a page of their own link to it; the search engines' copy is in the head.
 */
export function Breadcrumbs() {
  const page = usePage();
  const { t, pageTitle } = useI18n();
  if (page.breadcrumbs.length === 0) return null;
  return (
    <Trail aria-label={t('page.breadcrumbs')}>
      <ol>
        {page.breadcrumbs.map((crumb) => (
          <li key={crumb.pathname}>
            {crumb.href ? (
              <Link href={crumb.href} prefetch={false}>
                {pageTitle(crumb.pathname, crumb.title)}
              </Link>
            ) : (
              <span>{pageTitle(crumb.pathname, crumb.title)}</span>
            )}
          </li>
        ))}
        <li>
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </Trail>
  );
}
