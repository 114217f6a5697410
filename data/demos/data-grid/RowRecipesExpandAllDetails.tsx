import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { formatCurrency, storeOrders, type StoreOrder } from './data/storeOrders';

const rows = storeOrders.slice(0, 30);

// preview-start
/** The header of the toggle column: one button for every detail panel at once. */
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // The content of each row's panel; rows where getDetailPanelContent returns null have none.
  const contentById = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyExpanded = expandedIds.size > 0;

  const toggleAll = () => {
    // Ids as the rows have them (numbers here): the keys of the content object are strings.
    const withPanel = apiRef.current.getAllRowIds().filter((id) => React.isValidElement(contentById[id]));
    apiRef.current.setExpandedDetailPanels(anyExpanded ? new Set<GridRowId>() : new Set<GridRowId>(withPanel));
  };

  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyExpanded ? 'Collapse all' : 'Expand all'}>
      {anyExpanded ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<StoreOrder>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ToggleAllHeader /> },
  // preview-end
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => formatCurrency(value) },
];

// Returned orders have no detail panel: their toggle is disabled, and "expand all" skips them.
const getDetailPanelContent = ({ row }: GridRowParams<StoreOrder>) =>
  row.status === 'Returned' ? null : (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">
        {row.quantity} × {row.product} at {formatCurrency(row.unitPrice)}, {row.channel.toLowerCase()}, {row.city}
      </Typography>
    </Box>
  );
const getDetailPanelHeight = () => 48;

export default function RowRecipesExpandAllDetails() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
