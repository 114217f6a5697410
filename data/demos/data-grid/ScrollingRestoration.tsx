import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('city'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('channel'),
  orderColumn('total'),
  orderColumn('status'),
];

// The first 100 orders: one page of the free grid, which always paginates.
const rows = storeOrders.slice(0, 100);

function OrdersTab({ scroll, onLeave }: { scroll: { top: number; left: number }; onLeave: (position: { top: number; left: number }) => void }) {
  const apiRef = useGridApiRef();

  // preview-start
  // Follow the position while the grid is there, and hand the last one over when it goes away.
  React.useEffect(() => {
    let last = scroll;
    const unsubscribe = apiRef.current?.subscribeEvent('scrollPositionChange', ({ top, left }) => {
      last = { top, left };
    });
    return () => {
      unsubscribe?.();
      onLeave(last);
    };
  }, [apiRef, onLeave, scroll]);

  // The grid mounts already scrolled to that position.
  return <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={{ scroll }} hideFooter />;
  // preview-end
}

export default function ScrollingRestoration() {
  const [tab, setTab] = React.useState(0);
  const [scroll, setScroll] = React.useState({ top: 0, left: 0 });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mb: 1 }}>
        <Tab label="Orders" />
        <Tab label="Notes" />
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {tab === 0 ? (
          <OrdersTab scroll={scroll} onLeave={setScroll} />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            The orders grid is unmounted. Its scroll position was saved: top {Math.round(scroll.top)} px, left{' '}
            {Math.round(Math.abs(scroll.left))} px. Go back to the Orders tab: it opens where you left it.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
