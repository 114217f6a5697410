import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';
import { cities, type City } from './data/cities';

// preview-start
const locales = {
  'en-US': { grid: enUS, city: 'City', population: 'Population', area: 'Area (km²)' },
  'fr-FR': { grid: frFR, city: 'Ville', population: 'Population', area: 'Superficie (km²)' },
  'de-DE': { grid: deDE, city: 'Stadt', population: 'Einwohner', area: 'Fläche (km²)' },
  'ja-JP': { grid: jaJP, city: '都市', population: '人口', area: '面積 (km²)' },
};

type Locale = keyof typeof locales;

export default function LocalizationGrid() {
  const [locale, setLocale] = React.useState<Locale>('fr-FR');
  const texts = locales[locale];

  // Headers and values are your data: translate and format them yourself.
  const columns = React.useMemo<GridColDef<City>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      { field: 'city', headerName: texts.city, flex: 1, minWidth: 140 },
      { field: 'population', headerName: texts.population, type: 'number', width: 140, valueFormatter: (value: number) => number.format(value) },
      { field: 'area', headerName: texts.area, type: 'number', width: 150, valueFormatter: (value: number) => number.format(value) },
    ];
  }, [locale, texts]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, value: Locale | null) => value && setLocale(value)}
        aria-label="Language of the grid"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="en-US">English</ToggleButton>
        <ToggleButton value="fr-FR">Français</ToggleButton>
        <ToggleButton value="de-DE">Deutsch</ToggleButton>
        <ToggleButton value="ja-JP">日本語</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGrid
          rows={cities}
          columns={columns}
          localeText={texts.grid.components.MuiDataGrid.defaultProps.localeText}
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
