import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  gridDataRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { euro, purchaseOrders, type PurchaseOrder } from './data/masterDetailPurchases';

/** The toggle cell: a text button. A click inside the cell toggles the panel, so it needs no onClick. */
function LinesToggle({ id, value: expanded, row }: GridRenderCellParams<PurchaseOrder, boolean>) {
  const apiRef = useGridApiContext();
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasPanel = React.isValidElement(contentCache[id]);
  return (
    <Button size="small" tabIndex={-1} disabled={!hasPanel} aria-expanded={expanded}>
      {expanded ? 'Hide lines' : `${row.lines.length} line${row.lines.length === 1 ? '' : 's'}`}
    </Button>
  );
}

/** The toggle column's header: opens or closes every panel. */
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const anyOpen = expanded.size > 0;
  // preview-start
  const toggleAll = () =>
    apiRef.current.setExpandedDetailPanels(anyOpen ? new Set() : new Set(gridDataRowIdsSelector(apiRef)));
  // preview-end
  return (
    <Tooltip title={anyOpen ? 'Collapse all' : 'Expand all'}>
      <IconButton size="small" onClick={toggleAll} aria-label={anyOpen ? 'Collapse all' : 'Expand all'}>
        {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => euro.format(value) },
  // preview-start
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Lines',
    width: 120,
    align: 'center',
    headerAlign: 'center',
    renderCell: (params) => <LinesToggle {...params} />,
    renderHeader: () => <ToggleAllHeader />,
  },
];
// preview-end

function Lines({ row }: { row: PurchaseOrder }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      {row.lines.map((line) => (
        <Typography key={line.sku} variant="body2">
          {line.quantity} {line.unit} × {line.item} at {euro.format(line.unitPrice)}
        </Typography>
      ))}
    </Box>
  );
}

export default function MasterDetailCustomToggle() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<PurchaseOrder>) => <Lines row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
