/**
 * Ninety days of a seaside café (April to June 2025), modelled: the day's maximum temperature and the
 * number of iced and hot drinks sold. Seeded variation, so every render gets the same rows.
 */

/** A small seeded pseudo-random generator (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type CafeDay = {
  /** ISO date, also the row id. */
  day: string;
  /** Maximum temperature of the day, °C. */
  temperature: number;
  /** Iced drinks sold. */
  iced: number;
  /** Hot drinks sold. */
  hot: number;
  /** 'weekday' or 'weekend'. */
  kind: 'weekday' | 'weekend';
};

const random = seeded(7);
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const cafeDays: CafeDay[] = Array.from({ length: 90 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 3, 1 + index));
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  // Spring warms up: about 13 °C in early April, 25 °C at the end of June.
  const temperature = Math.round((13 + (12 * index) / 89 + (random() - 0.5) * 7) * 10) / 10;
  const crowd = weekend ? 1.35 : 1;
  return {
    day: date.toISOString().slice(0, 10),
    temperature,
    iced: Math.max(0, Math.round((8 * (temperature - 9) + (random() - 0.5) * 30) * crowd)),
    hot: Math.max(5, Math.round((150 - 4.5 * temperature + (random() - 0.5) * 26) * crowd)),
    kind: weekend ? 'weekend' : 'weekday',
  };
});

/** "12 Apr" for an ISO day of the data set. */
export function formatCafeDay(isoDay: string): string {
  return dayLabel.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A seeded generator for demos that build their own point clouds. */
export { seeded };
