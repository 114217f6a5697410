import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { bookCategories } from './data/bookstore';

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.descendants)} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.parents)} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['non-fiction', 'science']}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {selected.length} selected
      </Typography>
    </Box>
  );
}
