import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  GRID_DATE_COL_DEF,
  GRID_DATETIME_COL_DEF,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { storeOrders } from './data/storeOrders';

interface Shipment {
  id: number;
  orderNumber: string;
  customer: string;
  shipBy: Date;
  pickup: Date;
}

const initialRows: Shipment[] = storeOrders.slice(0, 25).map((order) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  customer: order.customer,
  shipBy: new Date(order.date.getTime() + 3 * 86_400_000),
  // 9:30 or 14:00 on the day after the order.
  pickup: new Date(order.date.getTime() + 86_400_000 + (order.id % 2 ? 9.5 : 14) * 3_600_000),
}));

/** The editor: a date picker, or a date-time picker for dateTime columns. */
function PickerEditCell({ id, field, value, colDef, hasFocus }: GridRenderEditCellParams<Shipment, Date, string>) {
  const apiRef = useGridApiContext();
  const Picker = colDef.type === 'dateTime' ? DateTimePicker : DatePicker;
  return (
    <Picker
      value={value ? dayjs(value) : null}
      autoFocus={hasFocus}
      onChange={(next: Dayjs | null) => apiRef.current.setEditCellValue({ id, field, value: next?.isValid() ? next.toDate() : null })}
      slotProps={{ textField: { size: 'small', variant: 'standard', fullWidth: true, sx: { px: 1 } } }}
    />
  );
}

/** The filter input: the grid's date filters expect a date at midnight UTC, as the native input gives. */
function PickerFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  const current = item.value ? dayjs((item.value as Date).toISOString().slice(0, 10)) : null;
  return (
    <DatePicker
      label="Value"
      value={current}
      onChange={(next: Dayjs | null) =>
        applyValue({ ...item, value: next?.isValid() ? new Date(next.format('YYYY-MM-DD')) : undefined })
      }
      slotProps={{ textField: { size: 'small', variant: 'standard' } }}
    />
  );
}

// preview-start
const pickerFilterOperators = getGridDateOperators(false).map((operator) => ({
  ...operator,
  InputComponent: operator.InputComponent ? PickerFilterInput : undefined,
}));

const dateColumn: GridColTypeDef<Date, string> = {
  ...GRID_DATE_COL_DEF,
  type: 'date',
  renderEditCell: (params) => <PickerEditCell {...params} />,
  filterOperators: pickerFilterOperators,
  valueFormatter: (value) => (value ? dayjs(value).format('ddd D MMM YYYY') : ''),
};
// preview-end

const dateTimeColumn: GridColTypeDef<Date, string> = {
  ...GRID_DATETIME_COL_DEF,
  type: 'dateTime',
  renderEditCell: (params) => <PickerEditCell {...params} />,
  valueFormatter: (value) => (value ? dayjs(value).format('D MMM YYYY, HH:mm') : ''),
};

const columns: GridColDef<Shipment>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  // The type first: what follows overrides it (the type's width is 100 px).
  { ...dateColumn, field: 'shipBy', headerName: 'Ship by', width: 200, editable: true },
  { ...dateTimeColumn, field: 'pickup', headerName: 'Pickup', width: 240, editable: true },
];

export default function CustomColumnsDatePickers() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(updated: Shipment) => {
            setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
