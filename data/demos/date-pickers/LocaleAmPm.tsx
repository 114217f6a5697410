import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const teaTime = dayjs('2026-04-17T16:30');

export default function LocaleAmPm() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {/* preview-start */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 240 }}>
          <Typography variant="subtitle2">adapterLocale="en"</Typography>
          <TimePicker label="From the locale" defaultValue={teaTime} />
          <TimePicker label="ampm={false}" defaultValue={teaTime} ampm={false} />
        </Box>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 240 }}>
          <Typography variant="subtitle2">adapterLocale="en-gb"</Typography>
          <TimePicker label="From the locale" defaultValue={teaTime} />
          <TimePicker label="ampm" defaultValue={teaTime} ampm />
        </Box>
      </LocalizationProvider>
      {/* preview-end */}
    </Box>
  );
}
