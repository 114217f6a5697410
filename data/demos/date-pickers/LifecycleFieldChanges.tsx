import * as React from 'react';
import { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const describe = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function LifecycleFieldChanges() {
  const [calls, setCalls] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateField
          label="Passport expiry"
          onChange={(value) => setCalls((previous) => [describe(value), ...previous].slice(0, 6))}
        />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 220px' }}>
          <Box
            component="ol"
            reversed
            sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, height: 126, overflow: 'hidden' }}
          >
            {calls.map((call, index) => (
              <li key={calls.length - index}>onChange({call})</li>
            ))}
          </Box>
          <Button size="small" onClick={() => setCalls([])} disabled={calls.length === 0}>
            Clear the log
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
