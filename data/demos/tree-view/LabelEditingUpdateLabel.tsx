import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart } from './data/orgChart';

const teams = orgChart.map(({ id, label }) => ({ id, label }));

export default function LabelEditingUpdateLabel() {
  const apiRef = useTreeViewApiRef();
  const [teamId, setTeamId] = React.useState('design');
  const [name, setName] = React.useState('Product design');
  const [lastChange, setLastChange] = React.useState('none yet');

  // preview-start
  const rename = () => {
    // An empty label throws: the button is disabled until there is a name.
    apiRef.current?.updateItemLabel(teamId, name.trim());
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField select size="small" label="Team" value={teamId} onChange={(event) => setTeamId(event.target.value)} sx={{ width: 140 }}>
          {teams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="New name" value={name} onChange={(event) => setName(event.target.value)} sx={{ width: 170 }} />
        <Button size="small" variant="contained" disabled={!name.trim()} onClick={rename}>
          Rename
        </Button>
      </Stack>
      {/* preview-start */}
      <RichTreeView
        apiRef={apiRef}
        aria-label="Teams"
        items={orgChart}
        onItemLabelChange={(itemId, label) => setLastChange(`${itemId} is now “${label}”`)}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        onItemLabelChange: {lastChange}
      </Typography>
    </Box>
  );
}
