import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const day = dayjs('2026-04-17');

export default function FieldsRangeExamples() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {/* preview-start */}
        <SingleInputDateRangeField label="Date range, one input" defaultValue={[day, day.add(4, 'day')]} />
        <MultiInputDateRangeField defaultValue={[day, day.add(4, 'day')]} />
        <SingleInputTimeRangeField label="Time range" defaultValue={[day.hour(9), day.hour(17).minute(30)]} />
        <SingleInputDateTimeRangeField
          label="Date time range"
          defaultValue={[day.hour(20), day.add(1, 'day').hour(6)]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
