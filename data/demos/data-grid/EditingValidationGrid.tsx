import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** The default input, with the error message as a tooltip. */
function ValidatedInputCell(props: GridRenderEditCellParams) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} placement="bottom-start">
      <Box sx={{ width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps) => {
      const name = String(props.value ?? '').trim();
      return { ...props, error: name.length < 3 ? 'At least 3 characters.' : false };
    },
    renderEditCell: (params) => <ValidatedInputCell {...params} />,
  },
  {
    field: 'price',
    headerName: 'Price (USD)',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps) => {
      const price = Number(props.value);
      return { ...props, error: !(price > 0) ? 'The price must be above zero.' : price > 5000 ? 'Above 5,000: ask a manager.' : false };
    },
    renderEditCell: (params) => <ValidatedInputCell {...params} />,
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120, editable: true },
];
// preview-end

export default function EditingValidationGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 380,
        width: '100%',
        '& .MuiDataGrid-cell--editing .Mui-error': {
          backgroundColor: 'rgb(253, 236, 234)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(244, 67, 54, 0.2)' }),
          color: theme.palette.error.main,
        },
      })}
    >
      <DataGrid
        rows={products}
        columns={columns}
        // Discontinued products are read-only, except to undo the flag.
        isCellEditable={({ row, field }) => !row.discontinued || field === 'discontinued'}
        hideFooter
      />
    </Box>
  );
}
