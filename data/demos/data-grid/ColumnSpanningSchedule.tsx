import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  title: string;
  /** Start hour, 9 to 16. */
  start: number;
  /** Length in hours. */
  hours: number;
}

interface Room {
  id: string;
  room: string;
  sessions: Session[];
}

const rooms: Room[] = [
  {
    id: 'auditorium',
    room: 'Auditorium',
    sessions: [
      { title: 'Opening keynote', start: 9, hours: 2 },
      { title: 'State of the web platform', start: 11, hours: 1 },
      { title: 'Panel: accessibility in practice', start: 14, hours: 2 },
    ],
  },
  {
    id: 'room-a',
    room: 'Room A',
    sessions: [
      { title: 'Workshop: testing React components', start: 9, hours: 3 },
      { title: 'Designing data-heavy interfaces', start: 13, hours: 1 },
      { title: 'Performance clinic', start: 15, hours: 2 },
    ],
  },
  {
    id: 'room-b',
    room: 'Room B',
    sessions: [
      { title: 'Type-safe APIs end to end', start: 10, hours: 1 },
      { title: 'Workshop: charts that tell a story', start: 13, hours: 4 },
    ],
  },
  {
    id: 'lounge',
    room: 'Lounge',
    sessions: [
      { title: 'Lunch', start: 12, hours: 1 },
      { title: 'Closing drinks', start: 16, hours: 1 },
    ],
  },
];

const hours = [9, 10, 11, 12, 13, 14, 15, 16];

function sessionAt(room: Room, hour: number) {
  return room.sessions.find((session) => session.start <= hour && hour < session.start + session.hours);
}

// preview-start
const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...hours.map<GridColDef<Room>>((hour) => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 130,
    sortable: false,
    // The session starting at this hour, if any.
    valueGetter: (_value, row) => row.sessions.find((session) => session.start === hour)?.title ?? '',
    // A session covers as many hour columns as it lasts.
    colSpan: (_value, row) => sessionAt(row, hour)?.hours,
    cellClassName: ({ row }) => (sessionAt(row, hour) ? 'session' : ''),
  })),
];
// preview-end

export default function ColumnSpanningSchedule() {
  return (
    <Box
      sx={{
        height: 290,
        width: '100%',
        '& .session': {
          backgroundColor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          border: '2px solid',
          borderColor: 'background.paper',
        },
      }}
    >
      <DataGrid
        rows={rooms}
        columns={columns}
        rowHeight={52}
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
        showCellVerticalBorder
      />
    </Box>
  );
}
