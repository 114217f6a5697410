import * as React from 'react';
import Box from '@mui/material/Box';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { cities, type City } from './data/cities';

type Pinned = { top: GridRowId[]; bottom: GridRowId[] };

export default function RowPinningGrid() {
  // preview-start
  const [pinned, setPinned] = React.useState<Pinned>({ top: [cities[6].id], bottom: [] });

  const pin = React.useCallback((id: GridRowId, where: 'top' | 'bottom' | null) => {
    setPinned((previous) => ({
      top: where === 'top' ? [...previous.top, id] : previous.top.filter((rowId) => rowId !== id),
      bottom: where === 'bottom' ? [...previous.bottom, id] : previous.bottom.filter((rowId) => rowId !== id),
    }));
  }, []);

  // Pinned rows leave `rows`: a row is either pinned or scrolling, never both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = new Map(cities.map((city) => [city.id, city]));
    const isPinned = new Set([...pinned.top, ...pinned.bottom]);
    return {
      rows: cities.filter((city) => !isPinned.has(city.id)),
      pinnedRows: {
        top: pinned.top.map((id) => byId.get(id as number)!),
        bottom: pinned.bottom.map((id) => byId.get(id as number)!),
      } satisfies GridPinnedRowsProp<City>,
    };
  }, [pinned]);
  // preview-end

  const columns = React.useMemo<GridColDef<City>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => {
          const where = pinned.top.includes(id) ? 'top' : pinned.bottom.includes(id) ? 'bottom' : null;
          if (where) {
            return [<GridActionsCellItem key="unpin" icon={<PushPinOutlinedIcon />} label="Unpin" onClick={() => pin(id, null)} />];
          }
          return [
            <GridActionsCellItem key="top" icon={<VerticalAlignTopIcon />} label="Pin to the top" onClick={() => pin(id, 'top')} showInMenu />,
            <GridActionsCellItem key="bottom" icon={<VerticalAlignBottomIcon />} label="Pin to the bottom" onClick={() => pin(id, 'bottom')} showInMenu />,
          ];
        },
      },
      { field: 'city', headerName: 'City', width: 140 },
      { field: 'country', headerName: 'Country', width: 140 },
      { field: 'population', headerName: 'Population', type: 'number', width: 130 },
      { field: 'meanTemperature', headerName: 'Mean (°C)', type: 'number', width: 110 },
      { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 110 },
    ],
    [pin, pinned],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
