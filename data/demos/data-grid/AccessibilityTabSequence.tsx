import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Paper {
  id: number;
  title: string;
  journal: string;
  doi: string;
}

const papers: Paper[] = [
  { id: 1, title: 'Soil carbon under cover crops', journal: 'Agronomy Letters', doi: '10.5555/agl.2024.118' },
  { id: 2, title: 'Urban heat islands at night', journal: 'Climate & Cities', doi: '10.5555/cc.2023.042' },
  { id: 3, title: 'Pollinator decline in orchards', journal: 'Ecology Today', doi: '10.5555/et.2025.007' },
  { id: 4, title: 'Groundwater recharge in karst', journal: 'Hydrology Review', doi: '10.5555/hr.2024.233' },
];

// preview-start
// Without the cell's tabIndex: every link is a stop of the page's Tab sequence.
const linkAlwaysTabbable = ({ value }: GridRenderCellParams<Paper, string>) => (
  <Link href={`#doi-${value}`} onClick={(event) => event.preventDefault()}>
    {value}
  </Link>
);

// With it: only the link of the focused cell can be reached with Tab.
const linkWithCellTabIndex = ({ value, tabIndex }: GridRenderCellParams<Paper, string>) => (
  <Link href={`#doi-${value}`} tabIndex={tabIndex} onClick={(event) => event.preventDefault()}>
    {value}
  </Link>
);
// preview-end

const columnsWith = (renderCell: GridColDef<Paper>['renderCell']): GridColDef<Paper>[] => [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'doi', headerName: 'DOI', width: 170, renderCell },
];

export default function AccessibilityTabSequence() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <div>
        <Typography variant="subtitle2" id="tab-bad" sx={{ mb: 1 }}>
          Links ignore the cell's tabIndex
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid aria-labelledby="tab-bad" rows={papers} columns={columnsWith(linkAlwaysTabbable)} hideFooter />
        </Box>
      </div>
      <div>
        <Typography variant="subtitle2" id="tab-good" sx={{ mb: 1 }}>
          Links use params.tabIndex
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid aria-labelledby="tab-good" rows={papers} columns={columnsWith(linkWithCellTabIndex)} hideFooter />
        </Box>
      </div>
    </Box>
  );
}
