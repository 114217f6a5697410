import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The only days the vegetable box is delivered this month.
const deliveryDays = ['2026-05-05', '2026-05-08', '2026-05-12', '2026-05-15', '2026-05-19', '2026-05-22'].map(
  (iso) => dayjs(iso),
);
const isDeliveryDay = (date: Dayjs) => deliveryDays.some((day) => day.isSame(date, 'day'));

function DeliveryDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  // Runs the picker's rules (here shouldDisableDate) on the value of the list.
  // preview-start
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  return (
    <Autocomplete
      {...forwardedProps}
      ref={ref}
      className={picker.rootClassName}
      sx={[{ width: 280 }, ...(Array.isArray(picker.rootSx) ? picker.rootSx : [picker.rootSx])]}
      options={deliveryDays}
      value={picker.value}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      onChange={(_event, next) =>
        picker.setValue(next, { validationError: getValidationErrorForNewValue(next) })
      }
      // preview-end
      renderInput={(params) => {
        // Autocomplete's own buttons (clear, list) live in this element: add the calendar button beside them.
        const { InputProps, inputProps, InputLabelProps, ...textFieldParams } = params;
        const adornment = InputProps.endAdornment as React.ReactElement<{ children?: React.ReactNode }>;
        const calendarButton = (
          <IconButton
            size="small"
            aria-label={translations.openDatePickerDialogue(picker.value?.format('LL') ?? null)}
            onClick={() => picker.setOpen((open) => !open)}
          >
            <CalendarIcon fontSize="small" />
          </IconButton>
        );
        return (
          <TextField
            {...textFieldParams}
            label={picker.label}
            name={picker.name}
            error={hasValidationError}
            focused={picker.open || undefined}
            slotProps={{
              htmlInput: inputProps,
              inputLabel: InputLabelProps,
              input: {
                ...InputProps,
                sx: { '&&': { pr: 12 } },
                endAdornment: React.cloneElement(
                  adornment,
                  undefined,
                  calendarButton,
                  adornment.props.children,
                ),
              },
            }}
          />
        );
      }}
    />
  );
}

export default function CustomFieldAutocomplete() {
  const [value, setValue] = React.useState<Dayjs | null>(deliveryDays[1]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Delivery day"
        value={value}
        onChange={setValue}
        shouldDisableDate={(date) => !isDeliveryDay(date)}
        slots={{ field: DeliveryDayField }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {value ? `Your box arrives on ${value.format('dddd D MMMM')}.` : 'No delivery chosen.'}
      </Typography>
    </LocalizationProvider>
  );
}
