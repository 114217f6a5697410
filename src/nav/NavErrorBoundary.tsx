import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';
import { productRoots } from './productRoots';
import { RetryButton } from './NavList';

const Fallback = styled('div')(({ theme }) => ({
  padding: '8px 10px',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
  '& p': { margin: '0 0 8px' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li a': { display: 'block', padding: '4px 0', color: (theme.vars ?? theme).palette.primary.main },
}));

/** What the drawer shows when it could not render: a retry and the product roots, so the reader is never stuck. */
function DrawerFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Fallback role="alert">
      <p>
        {t('nav.drawerFailed')}{' '}
        <RetryButton type="button" onClick={onRetry}>
          {t('nav.retry')}
        </RetryButton>
      </p>
      <p>{t('nav.productRoots')}</p>
      <ul>
        {productRoots.map((root) => (
          <li key={root.href}>
            <a href={root.href}>
              {root.name}
            </a>
          </li>
        ))}
      </ul>
    </Fallback>
  );
}

/**
 * Keeps a failure of the drawer inside the drawer: the article next to it stays readable. A new
 * page (`resetKey`) or the retry button renders the drawer again.
 */
export class NavErrorBoundary extends React.Component<{ resetKey: string; children: React.ReactNode }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <DrawerFallback onRetry={this.retry} /> : this.props.children;
  }
}
