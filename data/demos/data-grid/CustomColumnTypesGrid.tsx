import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GRID_NUMERIC_COL_DEF,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money: numeric sorting and filters, shown in dollars. */
// preview-start
const currencyColumnType: GridColTypeDef = {
  ...GRID_NUMERIC_COL_DEF,
  type: 'number',
  width: 110,
  valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
};
// preview-end

function RatingEditCell({ id, field, value }: GridRenderEditCellParams<Product, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      value={value ?? 0}
      precision={0.5}
      autoFocus
      onChange={(_event, next) => apiRef.current.setEditCellValue({ id, field, value: next ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

/** Stars: still a number for sorting and filtering, stars on screen and in the editor. */
// preview-start
const ratingColumnType: GridColTypeDef = {
  ...GRID_NUMERIC_COL_DEF,
  type: 'number',
  width: 150,
  align: 'left',
  headerAlign: 'left',
  renderCell: ({ value }) => (
    <Rating value={value ?? 0} precision={0.1} readOnly size="small" sx={{ verticalAlign: 'middle' }} />
  ),
  renderEditCell: (params) => <RatingEditCell {...params} />,
};
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'price', headerName: 'Price', ...currencyColumnType },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    ...currencyColumnType,
    width: 130,
    valueGetter: (_value, row) => row.price * row.stock,
  },
  { field: 'rating', headerName: 'Rating', editable: true, ...ratingColumnType },
];

export default function CustomColumnTypesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
