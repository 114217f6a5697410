import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { FieldRef, FieldSectionType } from '@mui/x-date-pickers/models';

const targets: { label: string; dateName: 'start' | 'end'; type: FieldSectionType }[] = [
  { label: 'Start day', dateName: 'start', type: 'day' },
  { label: 'End day', dateName: 'end', type: 'day' },
  { label: 'End year', dateName: 'end', type: 'year' },
];

export default function FieldsRangeSections() {
  // preview-start
  const fieldRef = React.useRef<FieldRef<DateRange<Dayjs>>>(null);

  const select = (dateName: 'start' | 'end', type: FieldSectionType) => {
    const sections = fieldRef.current?.getSections() ?? [];
    const index = sections.findIndex((section) => section.dateName === dateName && section.type === type);
    fieldRef.current?.focusField(index);
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <Stack direction="row" spacing={1}>
          {targets.map((target) => (
            <Button key={target.label} size="small" variant="outlined" onClick={() => select(target.dateName, target.type)}>
              {target.label}
            </Button>
          ))}
        </Stack>
        {/* preview-start */}
        <SingleInputDateRangeField
          label="Sabbatical"
          unstableFieldRef={fieldRef}
          defaultValue={[dayjs('2026-09-01'), dayjs('2027-02-28')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
