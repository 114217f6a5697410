import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { courseOutline } from './data/courseOutline';

export default function ItemsOnItemClick() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Course outline"
        items={courseOutline}
        defaultExpandedItems={['basics']}
        onItemClick={(event, itemId) => {
          const modifier = event.shiftKey ? 'Shift + ' : event.altKey ? 'Alt + ' : '';
          setClicks((previous) => [`${modifier}click on ${itemId}`, ...previous].slice(0, 3));
        }}
      />
      {/* preview-end */}
      <Typography component="div" variant="body2" sx={{ mt: 1, height: 64, color: 'text.secondary' }}>
        {clicks.length === 0 ? 'Click an item (arrow keys and Enter do not count).' : clicks.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}
