import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ValidOnlyUpdates() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateField
        label="Only dates in 2026 are kept"
        defaultValue={saved}
        minDate={dayjs('2026-01-01')}
        maxDate={dayjs('2026-12-31')}
        onChange={(newValue, context) => {
          if (context.validationError == null) {
            setSaved(newValue);
          }
        }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Kept in state: {saved ? saved.format('YYYY-MM-DD') : 'null'}
      </Typography>
    </LocalizationProvider>
  );
}
