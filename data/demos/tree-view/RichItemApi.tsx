import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { bookCategories, type Category } from './data/bookstore';

export default function RichItemApi() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState('Click a category to inspect it.');

  // preview-start
  const inspect = (itemId: string) => {
    const api = apiRef.current;
    if (!api) return;
    const item: Category = api.getItem(itemId);
    const parentId = api.getParentId(itemId);
    const children = api.getItemOrderedChildrenIds(itemId);
    setDetails(
      `${item.label}: parent ${parentId ? api.getItem(parentId).label : 'none (root)'}, ` +
        `${children.length} ${children.length === 1 ? 'child' : 'children'}`,
    );
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 420 }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Book categories"
        items={bookCategories}
        defaultExpandedItems={['non-fiction']}
        onItemClick={(_event, itemId) => inspect(itemId)}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {details}
      </Typography>
    </Box>
  );
}
