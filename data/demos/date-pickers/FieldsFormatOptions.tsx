import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const day = dayjs('2026-04-05');

export default function FieldsFormatOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField label="Dense (default)" format="DD/MM/YYYY" defaultValue={day} />
        <DateField label="Spacious" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={day} />
        <DateField label="Leading zeros respected" format="D/M/YYYY" shouldRespectLeadingZeros defaultValue={day} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
