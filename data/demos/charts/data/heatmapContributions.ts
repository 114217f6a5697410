/**
 * Commits of one developer per day over 16 weeks (Monday 1 July to Sunday 20 October 2024), as
 * heatmap cells [week index, weekday index, commits]; modelled with a seeded generator, so the
 * data is identical on every render.
 */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(716);
export const contributionWeekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const contributionWeeks = Array.from({ length: 16 }, (_, week) => new Date(Date.UTC(2024, 6, 1 + week * 7)));

export const contributionCells: [number, number, number][] = contributionWeeks.flatMap((_, week) =>
  contributionWeekdays.map((__, day) => {
    // Busy on weekdays, quiet at weekends, and two weeks of holiday in August.
    const holiday = week === 6 || week === 7;
    const base = holiday ? 0 : day < 5 ? 6 : 1;
    return [week, day, Math.max(0, Math.round(base * random() * 1.6 - (holiday ? 0 : 1)))] as [number, number, number];
  }),
);

export const weekFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
