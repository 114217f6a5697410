import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function DateRangeFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-01'),
    dayjs('2026-03-31'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {/* preview-start */}
        <SingleInputDateRangeField
          label="Report period"
          value={value}
          onChange={setValue}
          onError={setError}
          format="DD/MM/YYYY"
          sx={{ maxWidth: 320 }}
        />
        <MultiInputDateRangeField
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY"
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
          }}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Errors: start {error[0] ?? 'none'}, end {error[1] ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
