import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';

interface LocaleRow {
  id: string;
  /** The name to import, `deDE`. */
  exportName: string;
  /** The BCP 47 tag, `de-DE`. */
  tag: string;
  language: string;
  translated: number;
  total: number;
}

const english = locales.enUS.components.MuiDataGrid.defaultProps.localeText;
const allKeys = Object.keys(english);
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

// preview-start
// Every locale the package exports, and how many of the English texts it translates.
const rows: LocaleRow[] = Object.entries(locales).map(([exportName, locale]) => {
  const texts = locale.components.MuiDataGrid.defaultProps.localeText as Record<string, unknown>;
  const tag = `${exportName.slice(0, 2)}-${exportName.slice(2)}`;
  return {
    id: exportName,
    exportName,
    tag,
    language: languageNames.of(tag) ?? tag,
    translated: allKeys.filter((key) => texts[key] !== undefined).length,
    total: allKeys.length,
  };
});
// preview-end

const columns: GridColDef<LocaleRow>[] = [
  { field: 'language', headerName: 'Language', flex: 1, minWidth: 180 },
  { field: 'exportName', headerName: 'Import', width: 110, renderCell: ({ value }) => <code>{value}</code> },
  { field: 'translated', headerName: 'Texts', type: 'number', width: 100, valueFormatter: (value: number, row) => `${value} / ${row.total}` },
  {
    field: 'completion',
    headerName: 'Translated',
    width: 170,
    type: 'number',
    valueGetter: (_value, row) => Math.round((row.translated / row.total) * 100),
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
        <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} aria-label={`${value} %`} />
        <span>{value} %</span>
      </Box>
    ),
  },
];

export default function LocalizationSupportedLocales() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ sorting: { sortModel: [{ field: 'language', sort: 'asc' }] } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
