import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation } from '@mui/x-date-pickers/validation';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function ReportPeriodButton(props: DateRangePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateRange,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  // preview-start
  const [start, end] = picker.value;
  const text = start && end ? `${start.format('D MMM')} – ${end.format('D MMM YYYY')}` : 'Choose a period';

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<DateRangeIcon />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
  // preview-end
}
// preview-start
// Without it, range pickers take a custom field for a multi-input one and leave the focus on the
// button when they open; 'single-input' moves it into the calendar, as with the default field.
ReportPeriodButton.fieldType = 'single-input' as const;
// preview-end

export default function CustomFieldButtonRange() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-01'), dayjs('2026-03-31')]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangePicker
        value={period}
        onChange={setPeriod}
        maxDate={dayjs('2026-04-17')}
        slots={{ field: ReportPeriodButton }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {start && end
          ? `The report covers ${end.diff(start, 'day') + 1} days.`
          : 'Pick both ends of the period.'}
      </Typography>
    </LocalizationProvider>
  );
}
