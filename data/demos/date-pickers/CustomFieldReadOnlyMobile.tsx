import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function TapToOpenField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : ''}
      placeholder={placeholder}
      onClick={() => picker.setOpen(true)}
      slotProps={{ input: { ref: picker.triggerRef, readOnly: true } }}
    />
  );
}

// preview-start
// Desktop keeps the editable field; touch devices get a field that only opens the dialog.
function ResponsiveField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  return picker.variant === 'mobile' ? <TapToOpenField {...props} /> : <DateField {...props} />;
}
// preview-end

// Media queries that always, or never, match: they force a variant whatever the device.
const queries = { desktop: '@media (min-width: 0px)', mobile: '@media (max-width: 0px)' };

export default function CustomFieldReadOnlyMobile() {
  const [variant, setVariant] = React.useState<keyof typeof queries>('mobile');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_event, next: keyof typeof queries | null) => next && setVariant(next)}
        aria-label="Picker variant"
        sx={{ mb: 2, display: 'flex' }}
      >
        <ToggleButton value="desktop">Desktop</ToggleButton>
        <ToggleButton value="mobile">Mobile</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2026-04-22')}
        desktopModeMediaQuery={queries[variant]}
        slots={{ field: ResponsiveField }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
