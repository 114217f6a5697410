import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Team {
  id: string;
  team: string;
  score: number;
  lastRound: number;
}

const teams = ['Quizzly Bears', 'The Know-It-Owls', 'Trivia Newton John', 'Les Quizérables', 'Agatha Quiztie', 'Universally Challenged'];

// Points scored by each team in rounds 1 to 6: fixed, so every run is the same.
const points = [
  [8, 6, 9, 7, 5, 10],
  [7, 9, 6, 8, 9, 6],
  [9, 5, 7, 10, 6, 8],
  [6, 8, 8, 6, 10, 7],
  [5, 10, 6, 9, 7, 9],
  [10, 7, 5, 8, 8, 5],
];

const scoresAfter = (round: number): Team[] =>
  teams.map((team, index) => ({
    id: `team-${index + 1}`,
    team,
    score: points[index].slice(0, round).reduce((sum, value) => sum + value, 0),
    lastRound: round ? points[index][round - 1] : 0,
  }));

const columns: GridColDef<Team>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 200 },
  { field: 'lastRound', headerName: 'Last round', type: 'number', width: 120 },
  { field: 'score', headerName: 'Score', type: 'number', width: 100 },
];

export default function RowUpdatesRowsProp() {
  const [round, setRound] = React.useState(1);
  // preview-start
  // Each round is a new array of new row objects: the grid replaces its rows with it.
  const rows = React.useMemo(() => scoresAfter(round), [round]);
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={round === 6} onClick={() => setRound(round + 1)}>
          Next round
        </Button>
        <Button size="small" disabled={round === 1} onClick={() => setRound(1)}>
          Restart
        </Button>
        <Typography variant="body2" color="text.secondary">
          After round {round} of 6
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{ sorting: { sortModel: [{ field: 'score', sort: 'desc' }] } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
