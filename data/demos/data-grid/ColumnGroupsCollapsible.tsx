import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

interface RegionSales {
  id: number;
  region: string;
  [month: string]: number | string;
}

const rows: RegionSales[] = [
  { id: 1, region: 'Nordics', Jan: 182, Feb: 171, Mar: 205, Apr: 219, May: 236, Jun: 251 },
  { id: 2, region: 'Benelux', Jan: 240, Feb: 228, Mar: 262, Apr: 255, May: 270, Jun: 281 },
  { id: 3, region: 'Iberia', Jan: 133, Feb: 140, Mar: 151, Apr: 166, May: 188, Jun: 204 },
  { id: 4, region: 'DACH', Jan: 311, Feb: 298, Mar: 322, Apr: 340, May: 337, Jun: 352 },
  { id: 5, region: 'British Isles', Jan: 276, Feb: 259, Mar: 284, Apr: 291, May: 305, Jun: 318 },
];

const sum = (row: RegionSales, list: string[]) => list.reduce((total, month) => total + Number(row[month]), 0);

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  // Each quarter's months, then its total: a group's columns must be next to each other.
  ...months.slice(0, 3).map<GridColDef<RegionSales>>((month) => ({ field: month, headerName: month, type: 'number', width: 80 })),
  { field: 'q1', headerName: 'Q1 total', type: 'number', width: 100, valueGetter: (_v, row) => sum(row, months.slice(0, 3)) },
  ...months.slice(3).map<GridColDef<RegionSales>>((month) => ({ field: month, headerName: month, type: 'number', width: 80 })),
  { field: 'q2', headerName: 'Q2 total', type: 'number', width: 100, valueGetter: (_v, row) => sum(row, months.slice(3)) },
];

/** A group header with a button that folds its months into the quarter's total. */
function CollapsibleHeader({
  headerName,
  groupId,
  collapsed,
  onToggle,
}: GridColumnGroupHeaderParams & { collapsed: boolean; onToggle: (groupId: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{headerName}</span>
      <IconButton
        size="small"
        aria-label={collapsed ? `Show the months of ${headerName}` : `Hide the months of ${headerName}`}
        onClick={() => groupId && onToggle(groupId)}
      >
        {collapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

export default function ColumnGroupsCollapsible() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ 'first-quarter': true });
  const toggle = React.useCallback(
    (groupId: string) => setCollapsed((prev) => ({ ...prev, [groupId]: !prev[groupId] })),
    [],
  );

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      [
        { groupId: 'first-quarter', headerName: 'Q1 2025', monthList: months.slice(0, 3), total: 'q1' },
        { groupId: 'second-quarter', headerName: 'Q2 2025', monthList: months.slice(3), total: 'q2' },
      ].map(({ groupId, headerName, monthList, total }) => ({
        groupId,
        headerName,
        children: [...monthList.map((field) => ({ field })), { field: total }],
        // preview-start
        renderHeaderGroup: (params) => (
          <CollapsibleHeader {...params} collapsed={Boolean(collapsed[groupId])} onToggle={toggle} />
        ),
        // preview-end
      })),
    [collapsed, toggle],
  );

  // preview-start
  // Folded groups show only their total; open groups show their months too.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    months.slice(0, 3).forEach((month) => { model[month] = !collapsed['first-quarter']; });
    months.slice(3).forEach((month) => { model[month] = !collapsed['second-quarter']; });
    return model;
  }, [collapsed]);
  // preview-end

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        showColumnVerticalBorder
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
