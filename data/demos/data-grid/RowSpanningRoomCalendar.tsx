import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rooms = ['atlas', 'borealis', 'cosmos'] as const;
type Room = (typeof rooms)[number];

interface Booking {
  id: string;
  title: string;
}

type HourRow = { id: number; hour: string } & Record<Room, Booking | null>;

const bookings: Array<[room: Room, from: number, to: number, booking: Booking]> = [
  ['atlas', 9, 11, { id: 'b1', title: 'Quarterly planning' }],
  ['atlas', 11, 12, { id: 'b2', title: 'Design review' }],
  ['atlas', 14, 15, { id: 'b3', title: 'Design review' }],
  ['borealis', 8, 9, { id: 'b4', title: 'Stand-up' }],
  ['borealis', 10, 13, { id: 'b5', title: 'Hiring panel' }],
  ['borealis', 15, 17, { id: 'b6', title: 'Customer workshop' }],
  ['cosmos', 9, 10, { id: 'b7', title: 'One-to-one' }],
  ['cosmos', 10, 11, { id: 'b8', title: 'One-to-one' }],
  ['cosmos', 13, 16, { id: 'b9', title: 'Board meeting' }],
];

// One row per hour from 08:00 to 17:00; each room's cell holds the booking of that hour.
const hours: HourRow[] = Array.from({ length: 10 }, (_, index) => {
  const hour = 8 + index;
  const row = { id: hour, hour: `${String(hour).padStart(2, '0')}:00` } as HourRow;
  rooms.forEach((room) => {
    row[room] = bookings.find(([r, from, to]) => r === room && hour >= from && hour < to)?.[3] ?? null;
  });
  return row;
});

const columns: GridColDef<HourRow>[] = [
  { field: 'hour', headerName: 'Hour', width: 80, sortable: false },
  ...rooms.map(
    (room): GridColDef<HourRow> => ({
      field: room,
      headerName: room.charAt(0).toUpperCase() + room.slice(1),
      flex: 1,
      minWidth: 160,
      sortable: false,
      // preview-start
      // The cell shows the title, but spans rows of the same booking only: two one-to-ones
      // in a row stay two cells.
      valueGetter: (value: Booking | null) => value?.title ?? null,
      rowSpanValueGetter: (value: Booking | null) => value?.id ?? null,
      cellClassName: ({ value }) => (value ? 'booked' : ''),
      // preview-end
    }),
  ),
];

export default function RowSpanningRoomCalendar() {
  return (
    <Box
      sx={(theme) => ({
        height: 460,
        width: '100%',
        '& .booked': {
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
          borderLeft: `3px solid ${theme.palette.primary.main}`,
          fontWeight: 500,
        },
      })}
    >
      <DataGrid
        rows={hours}
        columns={columns}
        rowSpanning
        rowHeight={40}
        showCellVerticalBorder
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
