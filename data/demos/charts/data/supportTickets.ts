/**
 * Support tickets opened per weekday and hour of the day (office hours, averaged over a quarter),
 * as heatmap cells: [weekday index, hour index, tickets].
 */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];

// Relative load per hour (a morning peak, a lunch dip, an afternoon peak) and per weekday.
const hourLoad = [0.35, 0.8, 1, 0.92, 0.55, 0.62, 0.88, 0.95, 0.8, 0.58, 0.3];
const dayLoad = [1, 0.93, 0.88, 0.86, 0.74, 0.22, 0.15];

export const ticketCells: [number, number, number][] = weekdays.flatMap((_, day) =>
  hours.map((__, hour) => [day, hour, Math.round(64 * dayLoad[day] * hourLoad[hour])] as [number, number, number]),
);
