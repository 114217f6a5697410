import { styled } from '@mui/material/styles';
import { cardStyles } from './adStyles';

const Box = styled('span')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...cardStyles(theme),
    display: 'block',
    maxHeight: 'none',
    padding: '10px 12px',
    border: `2px solid ${palette.primary.main}`,
    '& strong': { display: 'block', marginBottom: 2 },
  };
});

/** Shown instead of an ad to some of the readers whose blocker stopped the ad network. */
export function AdblockAppeal() {
  return (
    <Box className="ad-card">
      <strong>Ads keep these docs free</strong>
      A single, unobtrusive ad from one vetted network helps pay for the writing and the maintenance of this
      documentation. Please consider allowing ads on this site in your blocker.
    </Box>
  );
}
