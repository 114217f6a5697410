import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { skills, labelOf } from './data/selectionPlaces';

const leaves = skills.flatMap((group) => group.children ?? []);

export default function RichSelectionSetItem() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['react', 'node']);
  const [target, setTarget] = React.useState('css');
  const [keep, setKeep] = React.useState(true);

  // preview-start
  const apply = (event: React.SyntheticEvent, shouldBeSelected: boolean) =>
    apiRef.current!.setItemSelection({ event, itemId: target, shouldBeSelected, keepExistingSelection: keep });
  // preview-end

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField select size="small" label="Item" value={target} onChange={(event) => setTarget(event.target.value)} sx={{ width: 150 }}>
          {leaves.map((leaf) => (
            <MenuItem key={leaf.id} value={leaf.id}>
              {leaf.label}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={(event) => apply(event, true)}>
          Select
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => apply(event, false)}>
          Deselect
        </Button>
      </Stack>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="keepExistingSelection"
      />
      <RichTreeView
        apiRef={apiRef}
        aria-label="Skills"
        items={skills}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['frontend', 'backend']}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected: {selected.length ? selected.map((id) => labelOf(id, skills)).join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
