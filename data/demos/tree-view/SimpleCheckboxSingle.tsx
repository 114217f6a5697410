import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const labels: Record<string, string> = {
  asian: 'any Asian cuisine',
  japanese: 'Japanese',
  thai: 'Thai',
  italian: 'Italian',
  mexican: 'Mexican',
};

export default function SimpleCheckboxSingle() {
  const [cuisine, setCuisine] = React.useState<string | null>('thai');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Team dinner"
        checkboxSelection
        selectedItems={cuisine}
        onSelectedItemsChange={(_event, itemId) => setCuisine(itemId)}
        defaultExpandedItems={['asian']}
      >
        <TreeItem itemId="asian" label="Asian (any)">
          <TreeItem itemId="japanese" label="Japanese" />
          <TreeItem itemId="thai" label="Thai" />
        </TreeItem>
        <TreeItem itemId="italian" label="Italian" />
        <TreeItem itemId="mexican" label="Mexican" />
      </SimpleTreeView>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Team dinner: {cuisine ? labels[cuisine] : 'no preference'}
      </Typography>
    </Box>
  );
}
