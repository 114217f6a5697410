import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsSingleExamples() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField label="Date Field" defaultValue={dayjs('2026-04-17')} />
        <TimeField label="Time Field" defaultValue={dayjs('2026-04-17T08:15')} />
        <DateTimeField label="Date Time Field" defaultValue={dayjs('2026-04-17T08:15')} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
