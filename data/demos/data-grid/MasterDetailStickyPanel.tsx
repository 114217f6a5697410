import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  useGridApiRef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { formatCurrency, orderColumns, storeOrders, type StoreOrder } from './data/storeOrders';

function OrderSummary({ row }: { row: StoreOrder }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2">
        {row.orderNumber}: {row.quantity} × {row.product} for {row.customer}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.city}, {row.country} · {row.channel}
        {row.salesRep ? ` · managed by ${row.salesRep}` : ''} · {formatCurrency(row.total)} · {row.status}
      </Typography>
    </Box>
  );
}

export default function MasterDetailStickyPanel() {
  const [sticky, setSticky] = React.useState(true);
  // preview-start
  const apiRef = useGridApiRef();
  const [viewportWidth, setViewportWidth] = React.useState<number>();

  React.useEffect(() => {
    setViewportWidth(apiRef.current?.getRootDimensions().viewportInnerSize.width);
    // The viewport changes with the page's width and when a vertical scrollbar comes or goes.
    return apiRef.current?.subscribeEvent('viewportInnerSizeChange', (size) => setViewportWidth(size.width));
  }, [apiRef]);

  const stickyPanels = {
    [`& .${gridClasses.detailPanel}`]: { position: 'sticky', left: 0, width: viewportWidth },
  };
  // preview-end

  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<StoreOrder>) => <OrderSummary row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={sticky} onChange={(event) => setSticky(event.target.checked)} />}
          label="Keep the panels in view"
        />
        <Typography variant="body2" color="text.secondary">
          Scroll the grid sideways
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          rows={storeOrders}
          columns={orderColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          sx={sticky ? stickyPanels : undefined}
          initialState={{
            pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
            detailPanel: { expandedRowIds: new Set([1, 3]) },
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
