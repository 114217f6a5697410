import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { bookCategories } from './data/bookstore';

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);
  const labelId = React.useId();

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id={labelId} variant="body2">
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ mb: 1 }}
      />
      {/* preview-start */}
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['non-fiction', 'science']}
      />
      {/* preview-end */}
    </Box>
  );
}
