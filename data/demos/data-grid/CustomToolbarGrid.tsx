import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

function OrdersToolbar() {
  const [exportMenu, setExportMenu] = React.useState<HTMLElement | null>(null);

  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      {/* preview-start */}
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      {/* preview-end */}
      {/* preview-start */}
      <Tooltip title="Filters">
        {/* The render function receives the trigger's state: show the number of filters. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Filters" color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      {/* preview-end */}
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Export">
        <ToolbarButton aria-label="Export" aria-haspopup="menu" onClick={(event) => setExportMenu(event.currentTarget)}>
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={exportMenu} open={Boolean(exportMenu)} onClose={() => setExportMenu(null)}>
        <ExportPrint render={<MenuItem />} onClick={() => setExportMenu(null)}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'orders' }} onClick={() => setExportMenu(null)}>
          Download as CSV
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={storeOrders}
        columns={columns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Returned' }] } } }}
      />
    </Box>
  );
}
