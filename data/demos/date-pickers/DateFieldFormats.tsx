import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2026-03-05');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {/* preview-start */}
        <DateField label="Locale default" defaultValue={invoiceDate} />
        <DateField label="Day first" defaultValue={invoiceDate} format="DD/MM/YYYY" />
        <DateField label="Long month" defaultValue={invoiceDate} format="MMMM D, YYYY" />
        <DateField
          label="Spacious separators"
          defaultValue={invoiceDate}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField
          label="Leading zeros kept"
          defaultValue={invoiceDate}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
