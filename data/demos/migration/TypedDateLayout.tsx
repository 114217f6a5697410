import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import {
  usePickerLayout,
  PickersLayoutRoot,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import type { Dayjs } from 'dayjs';

// preview-start
// A layout that swaps the calendar for a typed field, as the v5 mobile keyboard view did.
function TypedDateLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, content, actionBar, ownerState } = usePickerLayout(props);
  const { value, setValue } = usePickerContext<Dayjs | null>();
  const [typing, setTyping] = React.useState(false);

  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      {toolbar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
          <Button size="small" onClick={() => setTyping((current) => !current)}>
            {typing ? 'Pick on the calendar' : 'Type the date'}
          </Button>
        </Box>
        {typing ? (
          <Box sx={{ px: 3, py: 2, minWidth: 280 }}>
            <DateField label="Date" value={value} onChange={(next) => setValue(next)} fullWidth />
          </Box>
        ) : (
          content
        )}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}
// preview-end

export default function TypedDateLayoutDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2026-03-09')} slots={{ layout: TypedDateLayout }} />
    </LocalizationProvider>
  );
}
