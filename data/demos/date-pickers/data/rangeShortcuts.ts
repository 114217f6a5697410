import type { Dayjs } from 'dayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/**
 * Report-period shortcuts relative to a reference day (the demos pass a fixed one, an application
 * would pass today).
 */
export function reportShortcuts(today: Dayjs): PickersShortcutsItem<DateRange<Dayjs>>[] {
  return [
    { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
    {
      label: 'Last week',
      getValue: () => {
        const previous = today.subtract(7, 'day');
        return [previous.startOf('week'), previous.endOf('week')];
      },
    },
    { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
    { label: 'Current month', getValue: () => [today.startOf('month'), today.endOf('month')] },
    {
      label: 'Previous month',
      getValue: () => {
        const previous = today.subtract(1, 'month');
        return [previous.startOf('month'), previous.endOf('month')];
      },
    },
    { label: 'Year to date', getValue: () => [today.startOf('year'), today] },
    { label: 'Reset', getValue: () => [null, null] },
  ];
}
