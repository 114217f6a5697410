import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function SlotPropsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        {/* preview-start */}
        <DatePicker
          label="Delivery date"
          defaultValue={dayjs('2025-06-16')}
          // slots: replace a part with your own component.
          slots={{ openPickerIcon: EventNoteOutlined }}
          // slotProps: pass props to a part, default or replaced.
          slotProps={{
            textField: { helperText: 'We deliver Monday to Friday', fullWidth: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
            // A function receives the part's owner state: here, grey out weekends.
            day: (ownerState) => ({
              sx: [0, 6].includes(ownerState.day.day()) ? { color: 'text.disabled' } : {},
            }),
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
