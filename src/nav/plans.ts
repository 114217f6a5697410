/** The translation key of each plan's name as its mark's label ("Pro plan"), for the nav's icons and the API entries' marks. */
export const PLAN_TITLE_KEYS = { pro: 'nav.proPlan', premium: 'nav.premiumPlan' } as const;
