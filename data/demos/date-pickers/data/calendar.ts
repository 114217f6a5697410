import dayjs, { type Dayjs } from 'dayjs';

/**
 * Fixed dates shared by the pickers demos. Every demo starts from the same reference day so the
 * server render, the browser render and screenshots agree (never "today").
 */
export const referenceDay = dayjs('2026-04-17T09:30');

/** Public holidays of a fictional office in spring 2026 (ISO dates). */
export const officeHolidays: readonly string[] = [
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-05-14',
  '2026-05-25',
];

/** Days of April and May 2026 already fully booked in a small guesthouse (ISO dates). */
export const fullyBooked: readonly string[] = [
  '2026-04-10',
  '2026-04-11',
  '2026-04-24',
  '2026-04-25',
  '2026-05-08',
  '2026-05-09',
  '2026-05-22',
];

/** Events per day for April and May 2026, keyed by ISO date: a team calendar. */
export const teamEvents: Readonly<Record<string, readonly string[]>> = {
  '2026-04-02': ['Sprint review'],
  '2026-04-07': ['Design critique'],
  '2026-04-09': ['Quarterly planning', 'Hiring panel'],
  '2026-04-14': ['Customer call: Nordhaven'],
  '2026-04-16': ['Release 4.2'],
  '2026-04-21': ['Security audit'],
  '2026-04-23': ['Team lunch'],
  '2026-04-28': ['Board update', 'Retrospective'],
  '2026-05-05': ['Offsite in Lisbon'],
  '2026-05-06': ['Offsite in Lisbon'],
  '2026-05-12': ['Release 4.3'],
  '2026-05-19': ['Customer call: Alvarez & Co'],
  '2026-05-27': ['Retrospective'],
};

export const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export const isOfficeHoliday = (date: Dayjs) => officeHolidays.includes(date.format('YYYY-MM-DD'));

export const isFullyBooked = (date: Dayjs) => fullyBooked.includes(date.format('YYYY-MM-DD'));
