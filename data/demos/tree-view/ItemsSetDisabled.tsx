import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart } from './data/orgChart';

const teams = [
  { id: 'frontend', label: 'Frontend' },
  { id: 'platform', label: 'Platform' },
  { id: 'design', label: 'Design' },
];

export default function ItemsSetDisabled() {
  const apiRef = useTreeViewApiRef();
  const [disabled, setDisabled] = React.useState<string[]>([]);

  // preview-start
  const toggleTeam = (itemId: string, shouldBeDisabled: boolean) => {
    apiRef.current?.setIsItemDisabled({ itemId, shouldBeDisabled });
    setDisabled((previous) => (shouldBeDisabled ? [...previous, itemId] : previous.filter((id) => id !== itemId)));
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      <FormGroup row>
        {teams.map((team) => (
          <FormControlLabel
            key={team.id}
            control={<Switch size="small" checked={disabled.includes(team.id)} onChange={(event) => toggleTeam(team.id, event.target.checked)} />}
            label={`Disable ${team.label}`}
          />
        ))}
      </FormGroup>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Teams"
        items={orgChart}
        defaultExpandedItems={['engineering', 'frontend', 'platform', 'design']}
      />
    </Box>
  );
}
