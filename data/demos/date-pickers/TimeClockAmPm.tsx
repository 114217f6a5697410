import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockAmPm() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T21:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Both clocks share one value: {value?.format('HH:mm') ?? '--:--'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimeClock value={value} onChange={setValue} ampm ampmInClock />
        <TimeClock value={value} onChange={setValue} ampm={false} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
