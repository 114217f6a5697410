import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsCustomSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        {/* The button and its icon are two slots; the field decides where the button goes. */}
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2026-09-30')}
          slots={{ openPickerIcon: EventAvailableIcon, clearIcon: BackspaceOutlinedIcon }}
          slotProps={{
            openPickerButton: { color: 'primary', 'aria-label': 'Open the renewal calendar' },
            field: { clearable: true, openPickerButtonPosition: 'start' },
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
