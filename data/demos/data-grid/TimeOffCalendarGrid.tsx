import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

type Absence = 'Vacation' | 'Sick' | 'Training';

interface Person {
  id: number;
  name: string;
  team: string;
  /** Absences by ISO day, `2025-07-03`. */
  absences: Record<string, Absence>;
}

// Two weeks of July 2025, Monday the 7th to Sunday the 20th.
const days = Array.from({ length: 14 }, (_, index) => new Date(2025, 6, 7 + index));
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const range = (from: number, to: number, kind: Absence) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, index) => [`2025-07-${String(from + index).padStart(2, '0')}`, kind]));

const people: Person[] = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', absences: range(7, 11, 'Vacation') },
  { id: 2, name: 'Lukas Novak', team: 'Platform', absences: range(15, 15, 'Sick') },
  { id: 3, name: 'Mei Tanaka', team: 'Platform', absences: { ...range(9, 10, 'Training'), ...range(17, 18, 'Vacation') } },
  { id: 4, name: 'Inês Carvalho', team: 'Product', absences: range(14, 18, 'Vacation') },
  { id: 5, name: 'Diego Alvarez', team: 'Product', absences: range(8, 8, 'Sick') },
  { id: 6, name: 'Hannah Becker', team: 'Product', absences: {} },
  { id: 7, name: 'Elif Yildiz', team: 'Design', absences: range(10, 11, 'Training') },
  { id: 8, name: 'Noah Fischer', team: 'Design', absences: range(7, 9, 'Vacation') },
];

const colors: Record<Absence, (theme: Theme) => string> = {
  Vacation: (theme) => theme.palette.info.main,
  Sick: (theme) => theme.palette.error.main,
  Training: (theme) => theme.palette.warning.main,
};

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'narrow' });

// preview-start
const dayColumns: GridColDef<Person>[] = days.map((day) => ({
  field: isoDay(day),
  headerName: `${weekday.format(day)} ${day.getDate()}`,
  width: 52,
  sortable: false,
  disableColumnMenu: true,
  align: 'center',
  headerAlign: 'center',
  valueGetter: (_value, row) => row.absences[isoDay(day)] ?? null,
  cellClassName: ({ value }) => (value ? `absence-${value}` : day.getDay() % 6 === 0 ? 'weekend' : ''),
  // The first letter in the cell, the full word for screen readers and tooltips.
  renderCell: ({ value }) => (value ? <span title={value} aria-label={value}>{value[0]}</span> : null),
}));

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Week 28', children: dayColumns.slice(0, 7).map(({ field }) => ({ field })) },
  { groupId: 'Week 29', children: dayColumns.slice(7).map(({ field }) => ({ field })) },
];
// preview-end

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Person', width: 150 },
  { field: 'team', headerName: 'Team', width: 100 },
  ...dayColumns,
];

export default function TimeOffCalendarGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 24, alignItems: 'center' }}>
        {(Object.keys(colors) as Absence[]).map((kind) => (
          <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={(theme) => ({ width: 12, height: 12, borderRadius: 0.5, backgroundColor: colors[kind](theme) })} />
            <Typography variant="body2">{kind}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={(theme) => ({
          height: 360,
          '& .absence-Vacation': { backgroundColor: alpha(theme.palette.info.main, 0.25), fontWeight: 600 },
          '& .absence-Sick': { backgroundColor: alpha(theme.palette.error.main, 0.25), fontWeight: 600 },
          '& .absence-Training': { backgroundColor: alpha(theme.palette.warning.main, 0.25), fontWeight: 600 },
          '& .weekend': { backgroundColor: theme.palette.action.hover },
        })}
      >
        <DataGrid
          rows={people}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          density="compact"
          hideFooter
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
