import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Stands in for `fetch('/api/products/…', { method: 'PUT' })`: answers after 600 ms. */
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    window.setTimeout(() => {
      if (product.stock < 0) {
        reject(new Error(`The server refused ${product.id}: stock cannot be negative.`));
      } else {
        // The server normalizes names, so the saved row can differ from the edited one.
        resolve({ ...product, name: product.name.trim().replace(/\s+/g, ' ') });
      }
    }, 600);
  });
}

export default function EditingPersistenceGrid() {
  const [rows, setRows] = React.useState<Product[]>(() => products.slice(0, 10));
  const [saving, setSaving] = React.useState(false);
  const [result, setResult] = React.useState<{ severity: 'success' | 'error' | 'info'; text: string }>({
    severity: 'info',
    text: 'Edit a name or a stock figure. A negative stock is refused by the server.',
  });

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (newRow.name === oldRow.name && newRow.stock === oldRow.stock) {
      return oldRow; // Nothing changed: no request.
    }
    setSaving(true);
    try {
      const saved = await saveProduct(newRow);
      setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
      setResult({ severity: 'success', text: `${saved.id} saved.` });
      return saved;
    } finally {
      setSaving(false);
    }
  };

  const handleError = (error: Error) => setResult({ severity: 'error', text: error.message });
  // preview-end

  const columns: GridColDef<Product>[] = [
    { field: 'id', headerName: 'SKU', width: 100 },
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={saving}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </Box>
      <Alert severity={result.severity} sx={{ mt: 1, height: 48, boxSizing: 'border-box', py: 0.5, alignItems: 'center' }}>
        {result.text}
      </Alert>
    </Box>
  );
}
