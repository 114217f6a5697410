import Box from '@mui/material/Box';
import { DataGrid, gridNumberComparator, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const cityById = new Map(cities.map((city) => [city.id, city]));

// preview-start
/** Cities grouped by country, then the most populous first within a country. */
const byCountryThenPopulation: GridComparatorFn<string> = (cityA, cityB, paramsA, paramsB) => {
  const a = cityById.get(paramsA.id as number)!;
  const b = cityById.get(paramsB.id as number)!;
  return (
    gridStringOrNumberComparator(a.country, b.country, paramsA, paramsB) ||
    gridNumberComparator(b.population, a.population, paramsB, paramsA)
  );
};

const columns: GridColDef<City>[] = [
  {
    field: 'city',
    headerName: 'City, by country',
    flex: 1,
    minWidth: 200,
    valueFormatter: (value: string, row) => `${value} (${row.country})`,
    sortComparator: byCountryThenPopulation,
  },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'continent', headerName: 'Continent', width: 140 },
];
// preview-end

export default function SortingComparatorCombined() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={cities}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'city', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
