import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { products as allProducts, productCategories, type Product } from './data/products';

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState<Product[]>(() => allProducts.slice(0, 8));

  // preview-start
  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', type: 'string', flex: 1, minWidth: 200 },
      { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: productCategories, width: 120 },
      { field: 'price', headerName: 'Price', type: 'number', width: 90 },
      { field: 'lastDelivery', headerName: 'Last delivery', type: 'date', width: 130 },
      { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={() => setRows((prev) => [...prev, { ...row, id: `${row.id}-copy-${prev.length}` }])}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((prev) => prev.filter((r) => r.id !== (id as GridRowId)))}
          />,
        ],
      },
    ],
    [],
  );
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
