import { styled } from '@mui/material/styles';
import { cardStyles, textStyles } from './adStyles';
import { useTranslate } from '../i18n/I18nProvider';

const Box = styled('span')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...cardStyles(theme),
    display: 'block',
    maxHeight: 'none',
    padding: '10px 12px',
    border: `2px solid ${palette.primary.main}`,
    '& strong': { display: 'block', marginBottom: 2 },
    '& .ad-text': textStyles(),
  };
});

/** Shown instead of an ad to some of the readers whose blocker stopped the ad network. */
export function AdblockAppeal() {
  const t = useTranslate();
  return (
    <Box className="ad-card">
      <strong>{t('ads.appealTitle')}</strong>
      <span className="ad-text">{t('ads.appealBody')}</span>
    </Box>
  );
}
