import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { offices, labelOf } from './data/selectionPlaces';

export default function RichExpansionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Offices"
        items={offices}
        onItemExpansionToggle={(event, itemId, isExpanded) => {
          const how = event?.type === 'keydown' ? 'keyboard' : 'pointer';
          setLog((previous) => [`${labelOf(itemId)} ${isExpanded ? 'opened' : 'closed'} (${how})`, ...previous].slice(0, 3));
        }}
      />
      {/* preview-end */}
      <Typography component="div" variant="body2" sx={{ mt: 1, height: 64, color: 'text.secondary' }}>
        {log.length === 0
          ? 'Open a region, or focus one and press * to open both.'
          : log.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}
