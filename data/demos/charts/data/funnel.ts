/** Visitors of an online shop at each step of the purchase, over one month. */
export const checkoutSteps = [
  { label: 'Visited the shop', value: 48200 },
  { label: 'Viewed a product', value: 21700 },
  { label: 'Added to cart', value: 8900 },
  { label: 'Started checkout', value: 4100 },
  { label: 'Purchased', value: 2650 },
];

/** The same steps split by device. */
export const checkoutStepsByDevice = {
  mobile: [30100, 12900, 4800, 1900, 1150],
  desktop: [18100, 8800, 4100, 2200, 1500],
};

/** Applicants of a hiring round at each stage. */
export const hiringStages = [
  { label: 'Applications', value: 1240 },
  { label: 'Phone screen', value: 310 },
  { label: 'Technical interview', value: 96 },
  { label: 'Onsite', value: 31 },
  { label: 'Offers', value: 9 },
];

export const integer = new Intl.NumberFormat('en-US');
