import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldValidation() {
  const [errors, setErrors] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <SingleInputDateTimeRangeField
        label="Exam window"
        defaultValue={[dayjs('2026-06-08T08:00'), dayjs('2026-06-08T12:30')]}
        format="DD/MM HH:mm"
        ampm={false}
        minDateTime={dayjs('2026-06-08T08:30')}
        maxDateTime={dayjs('2026-06-12T18:00')}
        onError={setErrors}
        sx={{ width: 300 }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        onError: start <code>{errors[0] ?? 'null'}</code>, end <code>{errors[1] ?? 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
