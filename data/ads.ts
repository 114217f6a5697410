/**
 * In-house ads: shown when the ad network is blocked, stalls or serves its own fallback ad. Each image
 * is 130 × 100 (public/static/ads/). The description may use inline emphasis (<b>, <em>) only; it goes
 * through the same sanitiser as third-party text.
 */
export interface InHouseAd {
  /** Stable identifier (kebab-case). */
  name: string;
  /** Where the ad leads (https). */
  link: string;
  /** Site-relative path of a 130 × 100 image. */
  img: string;
  description: string;
  /** Who runs the ad, shown as "ad by …". */
  poweredby: string;
  /** Analytics label of a click on this ad. */
  label: string;
}

const utm = (campaign: string) => `utm_source=mui-x-docs&utm_medium=in-house-ad&utm_campaign=${campaign}`;

export const inHouseAds: readonly InHouseAd[] = [
  {
    name: 'premium-plan',
    link: `https://mui.com/pricing/?${utm('premium-plan')}`,
    img: '/static/ads/premium-plan.svg',
    description: '<b>Data Grid Premium</b>. Group rows, aggregate columns and pivot your data without leaving the grid.',
    poweredby: 'MUI',
    label: 'in-house-premium-plan',
  },
  {
    name: 'pro-plan',
    link: `https://mui.com/pricing/?${utm('pro-plan')}`,
    img: '/static/ads/pro-plan.svg',
    description: '<b>MUI X Pro</b>. Date range pickers, column pinning and tree data for apps that outgrow the basics.',
    poweredby: 'MUI',
    label: 'in-house-pro-plan',
  },
  {
    name: 'charts-pro',
    link: `https://mui.com/x/react-charts/?${utm('charts-pro')}`,
    img: '/static/ads/charts-pro.svg',
    description: '<b>Charts Pro</b>. Zoom, pan and export your charts, and draw heatmaps and funnels.',
    poweredby: 'MUI',
    label: 'in-house-charts-pro',
  },
  {
    name: 'priority-support',
    link: `https://mui.com/x/introduction/priority-support/?${utm('priority-support')}`,
    img: '/static/ads/priority-support.svg',
    description: '<b>Priority support</b>. Answers from the engineers who build MUI X, within a guaranteed time.',
    poweredby: 'MUI',
    label: 'in-house-priority-support',
  },
];
