import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField label="Clearable field" defaultValue={dayjs('2026-04-17')} clearable />
        <TimeField
          label="Custom clear icon"
          defaultValue={dayjs('2026-04-17T18:30')}
          clearable
          slots={{ clearIcon: BackspaceOutlined }}
        />
        <DatePicker
          label="Clearable picker"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ field: { clearable: true } }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
