/** Headcount of a company of 2,000 people per level, from the top of the hierarchy down. */
export const headcountByLevel = [
  { label: 'Executives', value: 14 },
  { label: 'Directors', value: 62 },
  { label: 'Managers', value: 218 },
  { label: 'Team leads', value: 391 },
  { label: 'Individual contributors', value: 1315 },
];

/** A SaaS product's free trials over one quarter, from sign-up to paid plan. */
export const trialSteps = [
  { id: 'signup', label: 'Signed up for a trial', short: 'Sign-up', value: 9400 },
  { id: 'verified', label: 'Verified their e-mail', short: 'Verified', value: 7900 },
  { id: 'project', label: 'Created a first project', short: 'Project', value: 4300 },
  { id: 'invited', label: 'Invited a teammate', short: 'Invite', value: 2100 },
  { id: 'paid', label: 'Upgraded to a paid plan', short: 'Paid', value: 1150 },
];

/** Deals of a sales team, by pipeline stage. */
export const dealStages = [
  { label: 'Leads', value: 640 },
  { label: 'Qualified', value: 310 },
  { label: 'Demo given', value: 150 },
  { label: 'Proposal sent', value: 72 },
  { label: 'Won', value: 31 },
];
