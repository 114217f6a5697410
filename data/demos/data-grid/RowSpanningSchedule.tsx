import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
type Day = (typeof days)[number];

type Slot = { id: number; time: string } & Record<Day, string>;

// A school timetable: a double lesson is the same subject in two consecutive slots.
const slots: Slot[] = [
  { id: 1, time: '08:30', monday: 'Maths', tuesday: 'Biology', wednesday: 'English', thursday: 'Chemistry', friday: 'History' },
  { id: 2, time: '09:25', monday: 'Maths', tuesday: 'Biology', wednesday: 'French', thursday: 'Chemistry', friday: 'History' },
  { id: 3, time: '10:20', monday: 'Recess', tuesday: 'Recess', wednesday: 'Recess', thursday: 'Recess', friday: 'Recess' },
  { id: 4, time: '10:40', monday: 'Physics', tuesday: 'English', wednesday: 'Maths', thursday: 'Art', friday: 'Geography' },
  { id: 5, time: '11:35', monday: 'Physics', tuesday: 'Maths', wednesday: 'Maths', thursday: 'Art', friday: 'French' },
  { id: 6, time: '12:30', monday: 'Lunch', tuesday: 'Lunch', wednesday: 'Lunch', thursday: 'Lunch', friday: 'Lunch' },
  { id: 7, time: '13:30', monday: 'Sport', tuesday: 'History', wednesday: 'Music', thursday: 'English', friday: 'Biology' },
  { id: 8, time: '14:25', monday: 'Sport', tuesday: 'Geography', wednesday: 'Music', thursday: 'French', friday: 'Biology' },
];

const isBreak = (row: Slot) => row.monday === 'Recess' || row.monday === 'Lunch';

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map(
    (day): GridColDef<Slot> => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      flex: 1,
      minWidth: 100,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      // preview-start
      // Breaks span the five days (column spanning) from the Monday cell…
      colSpan: (_value, row) => (day === 'monday' && isBreak(row) ? days.length : undefined),
      cellClassName: ({ row }) => (isBreak(row) ? 'break' : ''),
      // preview-end
    }),
  ),
];

export default function RowSpanningSchedule() {
  return (
    <Box
      sx={(theme) => ({
        height: 500,
        width: '100%',
        '& .break': { backgroundColor: alpha(theme.palette.text.primary, 0.06), fontStyle: 'italic' },
      })}
    >
      {/* preview-start */}
      {/* …and double lessons span two slots (row spanning). */}
      <DataGrid rows={slots} columns={columns} rowSpanning showCellVerticalBorder showColumnVerticalBorder disableRowSelectionOnClick hideFooter />
      {/* preview-end */}
    </Box>
  );
}
