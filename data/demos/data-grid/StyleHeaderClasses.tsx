import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridAlignment, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface RegionSales {
  id: string;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const sales: RegionSales[] = [
  { id: 'eu', region: 'Europe', q1: 412, q2: 455, q3: 398, q4: 521 },
  { id: 'na', region: 'North America', q1: 530, q2: 498, q3: 562, q4: 610 },
  { id: 'apac', region: 'Asia Pacific', q1: 287, q2: 322, q3: 341, q4: 365 },
  { id: 'latam', region: 'Latin America', q1: 118, q2: 131, q3: 127, q4: 149 },
  { id: 'mea', region: 'Middle East & Africa', q1: 96, q2: 102, q3: 111, q4: 124 },
];

// preview-start
// A function of the header's params: the quarters get one class, the last quarter another.
const quarterHeader = ({ field }: GridColumnHeaderParams) => (field === 'q4' ? 'quarter-header current' : 'quarter-header');
// preview-end

export default function StyleHeaderClasses() {
  const [alignment, setAlignment] = React.useState<GridAlignment>('right');

  const columns = React.useMemo<GridColDef<RegionSales>[]>(
    () => [
      { field: 'region', headerName: 'Region', flex: 1, minWidth: 180, headerClassName: 'region-header' },
      ...(['q1', 'q2', 'q3', 'q4'] as const).map((field) => ({
        field,
        headerName: field.toUpperCase(),
        type: 'number' as const,
        width: 110,
        headerClassName: quarterHeader,
        // preview-start
        // `align` places the cells' content, `headerAlign` the header's: set both.
        align: alignment,
        headerAlign: alignment,
        // preview-end
        valueFormatter: (value: number) => `${value} k€`,
      })),
    ],
    [alignment],
  );

  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '& .region-header': { backgroundColor: alpha(theme.palette.text.primary, 0.06) },
        '& .quarter-header': { backgroundColor: alpha(theme.palette.primary.main, 0.1), color: 'primary.main', fontWeight: 700 },
        '& .quarter-header.current': { backgroundColor: alpha(theme.palette.secondary.main, 0.16), color: 'secondary.main' },
      })}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={alignment}
        onChange={(_event, value: GridAlignment | null) => value && setAlignment(value)}
        aria-label="Alignment of the quarter columns"
      >
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={sales} columns={columns} hideFooter disableColumnMenu />
      </Box>
    </Box>
  );
}
