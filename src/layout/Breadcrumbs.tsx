import { styled } from '@mui/material/styles';
import { usePage } from '../core/PageContext';
import { useI18n } from '../i18n/I18nProvider';

const Trail = styled('nav')(({ theme }) => ({
  fontSize: '0.8125rem',
  color: (theme.vars ?? theme).palette.text.secondary,
  '& ol': { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' },
  // The separator is a mirrored character: it points the other way in a right-to-left page.
  '& li + li::before': { content: '"›"', margin: '0 6px' },
  '& a': { color: 'inherit' },
  '& a:not(:hover)': { textDecoration: 'none' },
  '& [aria-current]': { color: (theme.vars ?? theme).palette.text.primary },
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
              <a href={crumb.href}>
                {pageTitle(crumb.pathname, crumb.title)}
              </a>
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
