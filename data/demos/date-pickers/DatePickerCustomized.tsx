import * as React from 'react';
import dayjs from 'dayjs';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerCustomized() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Market day"
        defaultValue={dayjs('2026-04-18')}
        slots={{ openPickerIcon: EventNoteOutlined }}
        slotProps={{
          textField: { variant: 'filled' },
          calendarHeader: { format: 'MMM YYYY' },
          day: (ownerState) => ({
            sx: ownerState.isDaySelected ? {} : { color: ownerState.day.day() === 6 ? 'success.main' : undefined },
          }),
          popper: { placement: 'bottom-end' },
          desktopPaper: { sx: { borderRadius: 3 } },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
