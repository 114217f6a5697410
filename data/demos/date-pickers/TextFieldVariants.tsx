import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function TextFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Filled, small"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { variant: 'filled', size: 'small' } }}
        />
        <DatePicker
          label="Standard"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { variant: 'standard' } }}
        />
        <DateRangePicker
          label="Custom separator"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-04-24')]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
