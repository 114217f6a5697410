import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkRemoveOutlined from '@mui/icons-material/BookmarkRemoveOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { categoryLabel, bookCategories } from './data/bookstore';

// preview-start
// The default checkbox is Material UI's Checkbox: its props (icons, size, color) go in slotProps.checkbox.
const bookmarkCheckbox = {
  size: 'small',
  color: 'secondary',
  icon: <BookmarkBorder />,
  checkedIcon: <Bookmark />,
  indeterminateIcon: <BookmarkRemoveOutlined />,
} as React.ButtonHTMLAttributes<HTMLButtonElement>;
// preview-end

export default function TreeItemCheckboxSlotProps() {
  const [saved, setSaved] = React.useState<string[]>(['fantasy', 'astronomy']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Bookmarked categories"
        items={bookCategories}
        multiSelect
        checkboxSelection
        selectedItems={saved}
        onSelectedItemsChange={(_event, ids) => setSaved(ids)}
        defaultExpandedItems={['fiction', 'non-fiction']}
        slotProps={{ item: { slotProps: { checkbox: bookmarkCheckbox } } }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Bookmarked: {saved.length ? saved.map((id) => categoryLabel(id)).join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
