import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { skills, labelOf } from './data/selectionPlaces';

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);

  // preview-start
  // Add every child of a group to the selection, one call per child, keeping what was selected.
  const addGroup = (event: React.SyntheticEvent, groupId: string) => {
    const api = apiRef.current!;
    api.getItemOrderedChildrenIds(groupId).forEach((itemId) =>
      api.setItemSelection({ event, itemId, shouldBeSelected: true, keepExistingSelection: true }),
    );
  };
  // Replace the whole selection with one item.
  const onlyReact = (event: React.SyntheticEvent) =>
    apiRef.current!.setItemSelection({ event, itemId: 'react', shouldBeSelected: true });
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => addGroup(event, 'backend')}>
          Add all backend
        </Button>
        <Button size="small" variant="outlined" onClick={onlyReact}>
          Only React
        </Button>
      </Stack>
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
