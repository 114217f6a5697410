import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2026-04-17');

export default function TimeRangeFieldValidation() {
  const [errors, setErrors] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <SingleInputTimeRangeField
        label="Pool lane booking"
        defaultValue={[day.hour(21), day.hour(20)]}
        ampm={false}
        minTime={day.hour(6)}
        maxTime={day.hour(22)}
        onError={setErrors}
        sx={{ width: 260 }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        onError: start <code>{errors[0] ?? 'null'}</code>, end <code>{errors[1] ?? 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
