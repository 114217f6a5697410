import { styled } from '@mui/material/styles';
import { cardStyles, textStyles } from './adStyles';

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
  return (
    <Box className="ad-card">
      <strong>Ads pay for these docs</strong>
      <span className="ad-text">
        One discreet ad from a vetted network funds the writing and upkeep of this documentation. Please
        consider allowing it in your blocker.
      </span>
    </Box>
  );
}
