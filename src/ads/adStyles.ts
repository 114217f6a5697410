/**
 * The ad's look and reserved space. Every ad variant fits in a 118 px card (1 px border, 8 px padding,
 * the 130 × 100 image), inside a slot that reserves 142 px on phones (text wraps more there) and
 * 126 px from the `sm` breakpoint, so nothing below the slot moves when an ad arrives or changes.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

const AD_MIN_HEIGHT = 126;
const AD_MIN_HEIGHT_SMALL_SCREEN = 142;
/** Spacing units above and below the slot. */
const AD_MARGIN_UNITS = 3;
export const AD_IMAGE = { width: 130, height: 100 } as const;
const CARD_PADDING = 8;

function slotStyles(theme: Theme): CSSObject {
  return {
    display: 'block',
    position: 'relative',
    marginTop: theme.spacing(AD_MARGIN_UNITS),
    marginBottom: theme.spacing(AD_MARGIN_UNITS),
    minHeight: AD_MIN_HEIGHT_SMALL_SCREEN,
    [theme.breakpoints.up('sm')]: { minHeight: AD_MIN_HEIGHT },
  };
}

/** The card shared by in-house, JSON and network ads. */
function cardStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    gap: 12,
    boxSizing: 'border-box',
    maxWidth: 560,
    maxHeight: AD_IMAGE.height + 2 * CARD_PADDING + 2,
    overflow: 'hidden',
    padding: CARD_PADDING,
    border: `1px solid ${palette.divider}`,
    borderRadius: 4,
    backgroundColor: palette.background.paper,
    fontSize: '0.875rem',
    lineHeight: 1.45,
    color: palette.text.primary,
  };
}

function imageStyles(): CSSObject {
  return { display: 'block', flex: 'none', width: AD_IMAGE.width, height: AD_IMAGE.height, borderRadius: 4, objectFit: 'cover' };
}

/** Ad text: at most four lines, so the card never grows. */
function textStyles(): CSSObject {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 4,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  };
}

function poweredByStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return { display: 'block', marginTop: 'auto', fontSize: '0.75rem', lineHeight: 1.5, color: palette.text.secondary };
}

function linkStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 2,
    '&:hover .ad-text': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
  };
}

/**
 * Everything that can fill the slot, styled from the slot itself (the network's container, our card
 * with its link, the ad-blocker appeal): the slot is in the server's HTML, so these rules arrive with
 * the page's styles instead of being inserted when an ad appears, after load, when a new rule makes
 * the browser restyle the whole page.
 */
function slotContentStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    // The network's usual markup (#carbonads > span > .carbon-wrap > a.carbon-img + a.carbon-text,
    // then a.carbon-poweredby) dressed as our card.
    '& .ad-network': {
      display: 'block',
      '&[hidden]': { display: 'none' },
      // Only the network's ad element shows: anything else it inserts stays out of the reserved space.
      '& > :not(#carbonads)': { display: 'none' },
      '& #carbonads': { ...cardStyles(theme), display: 'block', position: 'relative' },
      '& #carbonads > span': { display: 'flex', flexDirection: 'column', height: '100%' },
      '& .carbon-wrap': { display: 'flex', gap: 12, minWidth: 0 },
      '& .carbon-img': { flex: 'none', lineHeight: 0 },
      '& .carbon-img img': imageStyles(),
      '& .carbon-text': { ...linkStyles(theme), ...textStyles(), alignSelf: 'flex-start' },
      '& .carbon-poweredby': {
        ...poweredByStyles(theme),
        position: 'absolute',
        bottom: 8,
        insetInlineStart: 150,
        textDecoration: 'none',
      },
      '& #carbonads a': { color: 'inherit' },
    },
    // Our rendering of an ad (in-house or from the JSON service): one link in the card.
    '& .ad-display': { ...cardStyles(theme), padding: 0 },
    '& .ad-display > a': {
      ...linkStyles(theme),
      display: 'flex',
      flex: '1 1 auto',
      minWidth: 0,
      gap: 12,
      padding: 8,
      '& img': imageStyles(),
      '& .ad-body': { display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: AD_IMAGE.height },
      '& .ad-text': textStyles(),
      '& .ad-company': { fontWeight: 600 },
      '& .ad-poweredby': poweredByStyles(theme),
    },
    '& .ad-appeal': {
      ...cardStyles(theme),
      display: 'block',
      maxHeight: 'none',
      padding: '10px 12px',
      border: `2px solid ${palette.primary.main}`,
      '& strong': { display: 'block', marginBottom: 2 },
      '& .ad-text': textStyles(),
    },
  };
}

/**
 * The slot's rules, for its class name: the ad provider has the server write them with every page
 * (they reach the shared stylesheet, the same in both directions), and the browser bundle carries
 * none of this. The slot looks the same before its code loads, after, and after a client-side page
 * change, and no rule is inserted when an ad appears.
 */
export function adSlotGlobalStyles(theme: Theme): CSSObject {
  return { '.ad-slot': { ...slotStyles(theme), ...slotContentStyles(theme) } };
}
