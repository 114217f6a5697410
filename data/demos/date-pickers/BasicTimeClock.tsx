import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T14:20'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <TimeClock
          value={value}
          onChange={setValue}
          view={view}
          onViewChange={setView}
          ampm={false}
          minutesStep={5}
        />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 160px' }}>
          <Typography variant="h4" component="p">
            {value?.format('HH:mm') ?? '--:--'}
          </Typography>
          <Typography variant="body2">Now choosing: {view}</Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
