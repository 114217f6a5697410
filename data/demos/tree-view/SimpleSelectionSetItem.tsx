import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const topics = [
  { id: 'space', label: 'Space' },
  { id: 'climate', label: 'Climate' },
  { id: 'books', label: 'Books' },
  { id: 'film', label: 'Film' },
];

export default function SimpleSelectionSetItem() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['climate']);

  // preview-start
  // Add or remove one topic and leave the others as they are.
  const toggle = (event: React.SyntheticEvent, itemId: string, shouldBeSelected: boolean) =>
    apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected, keepExistingSelection: true });
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {topics.map((topic) => {
          const isSelected = selected.includes(topic.id);
          return (
            <Chip
              key={topic.id}
              label={topic.label}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={(event) => toggle(event, topic.id, !isSelected)}
            />
          );
        })}
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Newsletter topics"
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['science', 'culture']}
      >
        <TreeItem itemId="science" label="Science">
          <TreeItem itemId="space" label="Space" />
          <TreeItem itemId="climate" label="Climate" />
        </TreeItem>
        <TreeItem itemId="culture" label="Culture">
          <TreeItem itemId="books" label="Books" />
          <TreeItem itemId="film" label="Film" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
