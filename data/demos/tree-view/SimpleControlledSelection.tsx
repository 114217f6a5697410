import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleControlledSelection() {
  const [selected, setSelected] = React.useState<string | null>('lisbon');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          Destination: <strong>{selected ?? 'none'}</strong>
        </Typography>
        <Button size="small" onClick={() => setSelected('kyoto')}>
          Pick Kyoto
        </Button>
        <Button size="small" onClick={() => setSelected(null)} disabled={selected === null}>
          Clear
        </Button>
      </Stack>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Destinations"
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['europe', 'asia']}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="lisbon" label="Lisbon" />
          <TreeItem itemId="bergen" label="Bergen" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="kyoto" label="Kyoto" />
          <TreeItem itemId="hanoi" label="Hanoi" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}
