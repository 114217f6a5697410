import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { offices, labelOf } from './data/selectionPlaces';

export default function RichSelectionDisabled() {
  const [browseOnly, setBrowseOnly] = React.useState(true);
  const [lastClick, setLastClick] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={browseOnly} onChange={(event) => setBrowseOnly(event.target.checked)} />}
        label="disableSelection"
      />
      {/* preview-start */}
      <RichTreeView
        aria-label="Offices"
        items={offices}
        disableSelection={browseOnly}
        onItemClick={(_event, itemId) => setLastClick(itemId)}
        defaultExpandedItems={['europe']}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last click: {lastClick ? labelOf(lastClick) : 'none'} (onItemClick fires either way)
      </Typography>
    </Box>
  );
}
