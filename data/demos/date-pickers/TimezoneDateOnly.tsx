import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneDateOnly() {
  // A reader in Tokyo (UTC+9) picks a birthday: the value is midnight in Tokyo.
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs.tz('1990-04-17', 'Asia/Tokyo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Birthday" value={birthday} onChange={setBirthday} />
      <Typography component="pre" variant="body2" sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace' }}>
        {/* preview-start */}
        {birthday?.isValid()
          ? `format('YYYY-MM-DD') ${birthday.format('YYYY-MM-DD')}   ← send this\ntoISOString()        ${birthday.toISOString()}   ← the day before, in UTC`
          : 'No birthday.'}
        {/* preview-end */}
      </Typography>
    </LocalizationProvider>
  );
}
