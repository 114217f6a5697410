import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const start = dayjs('2026-06-15T09:00');
const end = dayjs('2026-06-19T17:30');

export default function BaseConceptsFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Typography variant="overline">One value</Typography>
        <Typography variant="overline">A range (Pro)</Typography>
        {/* preview-start */}
        <DateField label="Date" defaultValue={start} />
        <SingleInputDateRangeField label="Date range" defaultValue={[start, end]} />
        <TimeField label="Time" defaultValue={start} ampm={false} />
        <SingleInputTimeRangeField
          label="Time range"
          defaultValue={[start, start.hour(17).minute(30)]}
          ampm={false}
        />
        <DateTimeField label="Date and time" defaultValue={start} ampm={false} />
        <SingleInputDateTimeRangeField label="Date and time range" defaultValue={[start, end]} ampm={false} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
