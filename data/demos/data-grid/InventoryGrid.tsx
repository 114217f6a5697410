import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatCurrency, products } from './data/storeOrders';

interface StockItem {
  id: string;
  product: string;
  category: string;
  unitPrice: number;
  stock: number;
  reorderAt: number;
  warehouse: string;
}

const warehouses = ['Rotterdam', 'Denver', 'Osaka'];

// Stock levels for the wholesaler's catalogue, fixed so every render agrees.
const stockLevels = [42, 8, 0, 130, 64, 19, 85, 3, 210, 27, 140, 12, 36, 0, 95];

const initialRows: StockItem[] = products.map((product, index) => ({
  id: `SKU-${String(index + 1).padStart(3, '0')}`,
  product: product.name,
  category: product.category,
  unitPrice: product.unitPrice,
  stock: stockLevels[index],
  reorderAt: product.unitPrice > 200 ? 10 : 25,
  warehouse: warehouses[index % warehouses.length],
}));

type StockStatus = 'In stock' | 'Low' | 'Out of stock';

const statusOf = (row: StockItem): StockStatus => (row.stock === 0 ? 'Out of stock' : row.stock < row.reorderAt ? 'Low' : 'In stock');

// preview-start
const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 120, type: 'singleSelect', valueOptions: ['Tents', 'Backpacks', 'Footwear', 'Clothing', 'Climbing'] },
  { field: 'warehouse', headerName: 'Warehouse', width: 120, type: 'singleSelect', valueOptions: warehouses, editable: true },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 100, editable: true, valueFormatter: (value?: number) => formatCurrency(value) },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // Derived from other fields: recomputed after every edit, and filterable like a real column.
    valueGetter: (_value, row) => statusOf(row),
    renderCell: ({ value }) => (
      <Chip size="small" label={value} color={value === 'In stock' ? 'success' : value === 'Low' ? 'warning' : 'error'} variant="outlined" />
    ),
  },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.stock * row.unitPrice,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
];
// preview-end

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={initialRows}
        columns={columns}
        showToolbar
        // Refuse impossible values instead of saving them.
        processRowUpdate={(updated, previous) => (updated.stock < 0 || updated.unitPrice <= 0 ? previous : updated)}
        getRowClassName={({ row }) => (row.stock === 0 ? 'out-of-stock' : '')}
        initialState={{ sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] } }}
        slotProps={{ toolbar: { csvOptions: { fileName: 'inventory', utf8WithBom: true } } }}
        sx={{ '& .out-of-stock': { backgroundColor: 'action.hover' } }}
      />
      {/* preview-end */}
    </Box>
  );
}
