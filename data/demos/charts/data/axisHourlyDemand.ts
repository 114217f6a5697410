/**
 * Electricity demand of a regional grid, hour by hour over three days (Monday 4 to Wednesday 6
 * March 2024, UTC), in gigawatts: a night trough, a morning ramp and an evening peak, modelled.
 */
export interface HourlyDemand {
  time: Date;
  /** Demand in GW. */
  demand: number;
}

// Relative demand per hour of the day: low at night, a morning ramp, a plateau and an evening peak.
const dailyShape = [
  0.62, 0.58, 0.56, 0.55, 0.56, 0.6, 0.7, 0.83, 0.92, 0.95, 0.96, 0.96, 0.95, 0.94, 0.93, 0.93, 0.95, 1, 1.02,
  0.98, 0.9, 0.82, 0.74, 0.67,
];
// Wednesday is a little colder than Monday, so demand rises day after day.
const dayFactor = [1, 1.03, 1.06];

export const hourlyDemand: HourlyDemand[] = Array.from({ length: 72 }, (_, hour) => ({
  time: new Date(Date.UTC(2024, 2, 4, hour)),
  demand: Math.round(58 * dayFactor[Math.floor(hour / 24)] * dailyShape[hour % 24] * 10) / 10,
}));

export const hourFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
export const weekdayFormatter = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
export const fullFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
export const gigawatts = (value: number | null) => (value == null ? '' : `${value.toFixed(1)} GW`);
