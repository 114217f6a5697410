import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { bookCategories, categoryLabel } from './data/bookstore';

export default function RichSelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        multiSelect
        defaultExpandedItems={['fiction']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLog((previous) => [`${categoryLabel(itemId)} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 3))
        }
      />
      {/* preview-end */}
      <Typography variant="body2" component="div" sx={{ mt: 1, color: 'text.secondary', minHeight: 60 }}>
        {log.length === 0 ? 'Click, Ctrl/⌘ + click or Shift + click a category.' : log.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}
