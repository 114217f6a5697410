import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarWeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-15'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          value={value}
          onChange={setValue}
          showDaysOutsideCurrentMonth
          sx={{ m: 0 }}
          slotProps={{
            day: (ownerState) => {
              const inWeek = value != null && ownerState.day.isSame(value, 'week');
              const inHoveredWeek = hovered != null && ownerState.day.isSame(hovered, 'week');
              return {
                disableMargin: true,
                onPointerEnter: () => setHovered(ownerState.day),
                onPointerLeave: () => setHovered(null),
                sx: {
                  width: 40,
                  borderRadius: 0,
                  ...(ownerState.isDayStartOfWeek && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
                  ...(ownerState.isDayEndOfWeek && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
                  ...(inHoveredWeek && { bgcolor: 'action.hover' }),
                  ...(inWeek && {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    '&:hover, &:focus': { bgcolor: 'primary.dark' },
                  }),
                },
              };
            },
          }}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 180px', pt: 2 }}>
          {value
            ? `Timesheet for the week of ${value.startOf('week').format('D MMMM')} to ${value.endOf('week').format('D MMMM')}`
            : 'No week chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
