import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';

const Button = styled('button')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'fixed',
    zIndex: theme.zIndex.fab,
    insetInlineEnd: 20,
    bottom: 20,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: `1px solid ${palette.divider}`,
    borderRadius: '50%',
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
    cursor: 'pointer',
    '& svg': { width: 22, height: 22, fill: 'currentColor' },
    '&:hover': { color: palette.primary.main },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '@media (prefers-reduced-motion: no-preference)': {
      animation: 'back-to-top-in 150ms ease-out',
      '@keyframes back-to-top-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
    },
  };
});

/** The "Back to top" button (its code loads the first time it shows, see BackToTop): to the top, focus on the content. */
export default function BackToTopButton() {
  const t = useTranslate();
  const toTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <Button type="button" aria-label={t('page.backToTop')} title={t('page.backToTop')} onClick={toTop} data-no-print="">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 7.6a1 1 0 0 1 .7.3l6 6a1 1 0 0 1-1.4 1.4L12 10l-5.3 5.3a1 1 0 0 1-1.4-1.4l6-6a1 1 0 0 1 .7-.3Z" />
      </svg>
    </Button>
  );
}
