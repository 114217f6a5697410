import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

const show = (date: Dayjs | null) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('DD/MM') : 'Invalid';
};

export default function DateRangeFieldOnChange() {
  const [calls, setCalls] = React.useState<string[]>([]);

  // preview-start
  const handleChange = (value: DateRange<Dayjs>, context: PickerChangeHandlerContext<DateRangeValidationError>) => {
    const [startError, endError] = context.validationError;
    const entry = `[${show(value[0])}, ${show(value[1])}] errors [${startError}, ${endError}]`;
    setCalls((previous) => [entry, ...previous].slice(0, 4));
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <SingleInputDateRangeField label="Trip" format="DD/MM/YYYY" onChange={handleChange} sx={{ width: 300 }} />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 260px', minHeight: 80 }}>
          {calls.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Type a start date, then an end date before it.
            </Typography>
          )}
          {calls.map((call, index) => (
            <Typography key={calls.length - index} variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, lineHeight: '20px' }}>
              {call}
            </Typography>
          ))}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
