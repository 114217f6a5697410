import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  usePickerLayout,
  PickersLayoutRoot,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import type { Dayjs } from 'dayjs';
import { isFullyBooked } from './data/calendar';

// preview-start
function LayoutWithLegend(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);
  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      {toolbar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pb: 2 }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'action.disabledBackground' }} />
          <Typography variant="caption">Greyed days are fully booked.</Typography>
        </Box>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}
// preview-end

export default function LayoutWithLegendDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-04-17')}
        shouldDisableDate={isFullyBooked}
        slots={{ layout: LayoutWithLegend }}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
