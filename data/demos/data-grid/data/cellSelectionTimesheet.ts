import type { GridColDef } from '@mui/x-data-grid-premium';

/**
 * One week of a design studio's timesheet: hours per person and weekday, for the cell selection
 * demos. Fixed values, so every render shows the same week.
 */
export interface TimesheetRow {
  id: number;
  person: string;
  project: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

export const weekdays = [
  { field: 'mon', headerName: 'Mon' },
  { field: 'tue', headerName: 'Tue' },
  { field: 'wed', headerName: 'Wed' },
  { field: 'thu', headerName: 'Thu' },
  { field: 'fri', headerName: 'Fri' },
] as const;

export type Weekday = (typeof weekdays)[number]['field'];

export const timesheet: TimesheetRow[] = [
  { id: 1, person: 'Amélie Durand', project: 'Harbour Library', mon: 8, tue: 7.5, wed: 8, thu: 6, fri: 5 },
  { id: 2, person: 'Kofi Mensah', project: 'Harbour Library', mon: 7, tue: 8, wed: 8.5, thu: 8, fri: 4 },
  { id: 3, person: 'Yuki Sato', project: 'Riverside Housing', mon: 6, tue: 6, wed: 7, thu: 7.5, fri: 6 },
  { id: 4, person: 'Marta Ruiz', project: 'Riverside Housing', mon: 8, tue: 8, wed: 4, thu: 8, fri: 7 },
  { id: 5, person: 'Lena Hoffmann', project: 'Studio', mon: 5, tue: 6.5, wed: 8, thu: 8, fri: 8 },
  { id: 6, person: 'Tomás Silva', project: 'Studio', mon: 8, tue: 8, wed: 8, thu: 3, fri: 0 },
  { id: 7, person: 'Ines Björk', project: 'Harbour Library', mon: 4, tue: 4, wed: 4, thu: 4, fri: 4 },
];

export const timesheetColumns: GridColDef<TimesheetRow>[] = [
  { field: 'person', headerName: 'Person', width: 140 },
  { field: 'project', headerName: 'Project', width: 130 },
  ...weekdays.map<GridColDef<TimesheetRow>>(({ field, headerName }) => ({
    field,
    headerName,
    type: 'number',
    width: 56,
    editable: true,
  })),
];
