import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';

const today = dayjs('2026-04-17');

// preview-start
function PayDayActionBar(props: PickersActionBarProps) {
  const { setValue, acceptValueChanges } = usePickerActionsContext<Dayjs | null>();
  const { value } = usePickerContext<Dayjs | null>();
  const base = value ?? today;

  return (
    <Stack direction="row" spacing={1} className={props.className} sx={{ p: 1, flexWrap: 'wrap', gridColumn: '1 / 4', gridRow: 3 }}>
      <Button size="small" onClick={() => setValue(base.date(15), { changeImportance: 'set' })}>
        15th
      </Button>
      <Button size="small" onClick={() => setValue(base.endOf('month').startOf('day'), { changeImportance: 'set' })}>
        Last day
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button size="small" variant="contained" onClick={acceptValueChanges}>
        Schedule
      </Button>
    </Stack>
  );
}
// preview-end

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-04-30')}
        slots={{ actionBar: PayDayActionBar }}
        slotProps={{ toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
