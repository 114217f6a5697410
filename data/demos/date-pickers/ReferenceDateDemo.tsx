import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const conferenceDay = dayjs('2026-09-14');

export default function ReferenceDateDemo() {
  const [talk, setTalk] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* Opens on September 2026 although the field is empty. */}
        <DatePicker label="Workshop day" referenceDate={conferenceDay} />
        {/* The chosen time lands on the conference day, not on today. */}
        <TimePicker
          label="Talk starts"
          value={talk}
          onChange={setTalk}
          referenceDate={conferenceDay.hour(9)}
          ampm={false}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Talk value: {talk?.isValid() ? talk.format('YYYY-MM-DD HH:mm') : 'null'}
      </Typography>
    </LocalizationProvider>
  );
}
