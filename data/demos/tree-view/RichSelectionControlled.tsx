import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { offices, labelOf } from './data/selectionPlaces';

const cities = ['berlin', 'lisbon', 'warsaw', 'montreal', 'sao-paulo', 'remote'];

export default function RichSelectionControlled() {
  // One state, two views: the select and the tree both read it and both write it.
  const [office, setOffice] = React.useState<string | null>('lisbon');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <TextField
        select
        size="small"
        fullWidth
        label="Office"
        value={office ?? ''}
        onChange={(event) => setOffice(event.target.value || null)}
        sx={{ mb: 1 }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {cities.map((id) => (
          <MenuItem key={id} value={id}>
            {labelOf(id)}
          </MenuItem>
        ))}
      </TextField>
      {/* preview-start */}
      <RichTreeView
        aria-label="Offices"
        items={offices}
        selectedItems={office}
        onSelectedItemsChange={(_event, itemId) => setOffice(itemId)}
        defaultExpandedItems={['europe', 'americas']}
      />
      {/* preview-end */}
    </Box>
  );
}
