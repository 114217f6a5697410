import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GRID_CHECKBOX_SELECTION_FIELD, type GridColDef } from '@mui/x-data-grid-pro';
import { catalogue, customers, orderStatuses, seededRandom, type OrderStatus } from './data/orders';

interface BigOrder {
  id: string;
  orderDate: Date;
  customer: string;
  country: string;
  product: string;
  category: string;
  quantity: number;
  unitPrice: number;
  total: number;
  status: OrderStatus;
  warehouse: string;
  carrier: string;
}

const warehouses = ['Rotterdam', 'Leipzig', 'Lyon', 'Milan', 'Gdańsk'];
const carriers = ['DHL', 'UPS', 'DPD', 'GLS', 'FedEx'];

/** 50,000 orders over 2024 and 2025, the same on every run (a seeded generator). */
function makeBigOrders(count: number): BigOrder[] {
  const random = seededRandom(2024);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const first = new Date(2024, 0, 1).getTime();
  return Array.from({ length: count }, (_, index) => {
    const [customer, country] = pick(customers);
    const [product, category, unitPrice] = pick(catalogue);
    const quantity = category === 'Machines' ? 1 + Math.floor(random() * 3) : 2 + Math.floor(random() * 30);
    return {
      id: `PO-${String(index + 1).padStart(6, '0')}`,
      orderDate: new Date(first + Math.floor((index / count) * 730) * 86_400_000),
      customer,
      country,
      product,
      category,
      quantity,
      unitPrice,
      total: quantity * unitPrice,
      status: pick(orderStatuses),
      warehouse: pick(warehouses),
      carrier: pick(carriers),
    };
  });
}

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<BigOrder>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 220 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: (value: number) => euro.format(value) },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: (value: number) => euro.format(value) },
];

export default function OverviewProGrid() {
  // 50,000 orders and 12 columns: 600,000 cells, of which only those in view are rendered.
  const rows = React.useMemo(() => makeBigOrders(50_000), []);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        // Pro: a filter under every header, pinned columns, sorting by several columns.
        headerFilters
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_FIELD, 'id'], right: ['total'] },
          sorting: { sortModel: [{ field: 'orderDate', sort: 'desc' }, { field: 'total', sort: 'desc' }] },
        }}
        checkboxSelection
        disableRowSelectionOnClick
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
