import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { reportShortcuts } from './data/rangeShortcuts';

const today = dayjs('2026-04-17');

function ShortcutButtons(props: PickersShortcutsProps<DateRange<Dayjs>>) {
  const { items = [], className } = props;
  // preview-start
  const { setValue } = usePickerActionsContext<DateRange<Dayjs>>();
  const isValid = useIsValidValue<DateRange<Dayjs>>();

  return (
    <Stack direction="row" spacing={1} useFlexGap className={className} sx={{ px: 2, pt: 2, flexWrap: 'wrap' }}>
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <Button
            key={item.label}
            size="small"
            variant="outlined"
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance: 'set', shortcut: item })}
          >
            {item.label}
          </Button>
        );
      })}
    </Stack>
  );
  // preview-end
}

export default function ShortcutsCustomized() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[today.subtract(6, 'day'), today]}
        maxDate={today}
        // preview-start
        slots={{ shortcuts: ShortcutButtons }}
        slotProps={{
          shortcuts: { items: reportShortcuts(today).slice(0, 4) },
          toolbar: { hidden: true },
          actionBar: { actions: [] },
          // A row above the calendar instead of a column beside it.
          layout: { sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: '1 / 4', gridRow: 1 } } },
        }}
        // preview-end
      />
    </LocalizationProvider>
  );
}
