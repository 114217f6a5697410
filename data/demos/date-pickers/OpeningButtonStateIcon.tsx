import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonStateIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {[null, dayjs('2026-05-11')].map((defaultValue, index) => (
          <DatePicker
            key={index}
            label={defaultValue ? 'Vaccination (done)' : 'Vaccination (to plan)'}
            defaultValue={defaultValue}
            slotProps={{
              openPickerIcon: (ownerState) => ({
                color: ownerState.isPickerOpen ? 'primary' : ownerState.isPickerValueEmpty ? 'warning' : 'success',
              }),
            }}
          />
        ))}
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
