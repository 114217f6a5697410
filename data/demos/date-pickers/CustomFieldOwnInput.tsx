import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';

// A small design system of its own: plain elements, no Material UI input.
const Shell = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '4px 4px 4px 12px',
  borderRadius: 999,
  border: `2px solid ${theme.palette.divider}`,
  fontFamily: 'monospace',
  fontSize: 15,
  '&[data-focused="true"]': { borderColor: theme.palette.primary.main },
  '&[data-error="true"]': { borderColor: theme.palette.error.main },
}));

const ShellButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 4,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: theme.palette.action.hover },
}));

function PillDateField(props: DatePickerFieldProps) {
  const {
    // Rendered by PickersSectionList: one element per section.
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    // Used by this design's own buttons and states.
    openPickerAriaLabel,
    clearable,
    onClear,
    areAllSectionsEmpty,
    focused,
    error,
    // Not for the DOM.
    enableAccessibleFieldDOMStructure,
    onChange,
    value,
    disabled,
    readOnly,
    ...other
  } = useDateField<true, typeof props>(props);
  // preview-start
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Shell {...other} ref={ref} data-focused={focused} data-error={error}>
      <PickersSectionList
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        onFocus={onFocus}
        onBlur={onBlur}
        tabIndex={tabIndex}
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      {/* preview-end */}
      {clearable && !areAllSectionsEmpty && (
        <ShellButton type="button" aria-label="Clear" tabIndex={-1} onClick={onClear}>
          <ClearIcon fontSize="small" />
        </ShellButton>
      )}
      <ShellButton
        type="button"
        aria-label={openPickerAriaLabel}
        onClick={() => picker.setOpen((open) => !open)}
      >
        <CalendarIcon fontSize="small" />
      </ShellButton>
    </Shell>
  );
}

export default function CustomFieldOwnInput() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        value={value}
        onChange={setValue}
        maxDate={dayjs('2026-12-31')}
        slots={{ field: PillDateField }}
        slotProps={{ field: { clearable: true } }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Type a 2027 date and the border turns red. Value:{' '}
        {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
      </Typography>
    </LocalizationProvider>
  );
}
