import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

export default function FieldsOnChangeLog() {
  const [calls, setCalls] = React.useState<string[]>([]);

  // preview-start
  const handleChange = (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    let shown = 'null';
    if (value) {
      shown = value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
    }
    const entry = `onChange(${shown}), validationError: ${context.validationError ?? 'null'}`;
    setCalls((previous) => [entry, ...previous].slice(0, 4));
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateField label="Date of the claim" format="DD/MM/YYYY" onChange={handleChange} />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 260px', minHeight: 4 * 20 }}>
          {calls.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Type 28/02/2026, then change the day to 30.
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
