import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { bookCategories, categoryLabel } from './data/bookstore';

export default function RichIconExpansion() {
  const [lastToggle, setLastToggle] = React.useState('');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastToggle(`${categoryLabel(itemId)} ${isExpanded ? 'opened' : 'closed'}`)
        }
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last change: {lastToggle || 'click an arrow'}
      </Typography>
    </Box>
  );
}
