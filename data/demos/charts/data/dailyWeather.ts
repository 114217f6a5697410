/**
 * Daily weather of Paris in 2024, modelled: a seasonal curve plus seeded day-to-day variation, so the
 * series looks like real measurements and is identical on every render (no Math.random()).
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

export interface DailyWeather {
  date: Date;
  /** Daily mean temperature, °C. */
  temperature: number;
  /** Precipitation, mm. */
  precipitation: number;
}

const random = seeded(2024);
let anomaly = 0;

export const parisDaily2024: DailyWeather[] = Array.from({ length: 366 }, (_, day) => {
  // Coldest around mid-January (3.5 °C), warmest around mid-July (21.5 °C).
  const seasonal = 12.5 - 9 * Math.cos((2 * Math.PI * (day - 15)) / 366);
  // Weather spells: today's anomaly carries most of yesterday's.
  anomaly = 0.8 * anomaly + (random() - 0.5) * 3.2;
  const wet = random() < 0.42;
  return {
    date: new Date(Date.UTC(2024, 0, 1 + day)),
    temperature: Math.round((seasonal + anomaly) * 10) / 10,
    precipitation: wet ? Math.round(random() * 120) / 10 : 0,
  };
});

export const dayFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const monthFormatter = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
