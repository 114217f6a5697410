import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { skills, labelOf } from './data/selectionPlaces';

export default function RichSelectionMulti() {
  const [selected, setSelected] = React.useState<string[]>(['react', 'a11y']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Skills"
        items={skills}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['frontend', 'backend']}
      />
      {/* preview-end */}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', minHeight: 24 }}>
        {selected.map((id) => (
          <Chip key={id} size="small" label={labelOf(id, skills)} />
        ))}
      </Stack>
    </Box>
  );
}
