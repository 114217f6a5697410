import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { customers, orders, type Order } from './data/orders';

interface Customer {
  id: string;
  customer: string;
  country: string;
  orderCount: number;
  spent: number;
}

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const customerRows: Customer[] = customers.map(([customer, country]) => {
  const own = orders.filter((order) => order.customer === customer);
  return {
    id: customer,
    customer,
    country,
    orderCount: own.length,
    spent: Math.round(own.reduce((sum, order) => sum + order.total, 0) * 100) / 100,
  };
});

const customerColumns: GridColDef<Customer>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'orderCount', headerName: 'Orders', type: 'number', width: 90 },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 130, valueFormatter: (value: number) => euro.format(value) },
];

const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => euro.format(value) },
];

// preview-start
/** The detail panel: the customer's orders, in a grid of their own. */
function CustomerOrders({ customer }: { customer: Customer }) {
  const rows = React.useMemo(() => orders.filter((order) => order.customer === customer.customer), [customer]);
  return (
    <Box sx={{ p: 1.5, height: '100%', boxSizing: 'border-box' }}>
      <DataGrid rows={rows} columns={orderColumns} density="compact" hideFooter aria-label={`Orders of ${customer.customer}`} />
    </Box>
  );
}

export default function MasterDetailNestedGrid() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) => (row.orderCount > 0 ? <CustomerOrders customer={row} /> : null),
    [],
  );
  // A fixed height: the nested grid needs one, and fixed heights are cheaper than 'auto'.
  const getDetailPanelHeight = React.useCallback(() => 240, []);
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={customerRows}
        columns={customerColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([customerRows[0].id]) } }}
        hideFooter
      />
    </Box>
  );
}
