import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// preview-start
// The Umm al-Qura calendar, the Hijri calendar of Saudi Arabia, through the browser's Intl API.
const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
// preview-end

export default function CalendarSystemsHijriLabel() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-02-18'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Travel date"
        value={value}
        onChange={setValue}
        slotProps={{
          textField: { helperText: value?.isValid() ? `Hijri: ${hijri.format(value.toDate())}` : ' ' },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
