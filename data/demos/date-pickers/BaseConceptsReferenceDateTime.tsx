import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The office opens at 08:30: an empty picker starts there instead of at the current time.
const firstSlot = dayjs('2026-05-04T08:30');

export default function BaseConceptsReferenceDateTime() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimePicker
        label="Delivery slot"
        value={value}
        onChange={setValue}
        referenceDate={firstSlot}
        ampm={false}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Open the picker and choose a day only: the value takes its time from the reference date. Value:{' '}
        {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'null'}
      </Typography>
    </LocalizationProvider>
  );
}
