import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { bookCategories } from './data/bookstore';

export default function ItemsGetParentId() {
  const apiRef = useTreeViewApiRef();
  const [trail, setTrail] = React.useState<string[]>(['Non-fiction', 'Science', 'Astronomy']);

  // preview-start
  // Walk up from the selected item until getParentId returns null (a root item).
  const handleSelect = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) return;
    const labels: string[] = [];
    for (let id: string | null = itemId; id !== null; id = api.getParentId(id)) {
      labels.unshift(api.getItem(id).label);
    }
    setTrail(labels);
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Breadcrumbs aria-label="Path of the selected category" sx={{ mb: 1, minHeight: 24 }}>
        {trail.map((label, index) => (
          <Typography key={label} variant="body2" sx={{ color: index === trail.length - 1 ? 'text.primary' : 'text.secondary' }}>
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Book categories"
        items={bookCategories}
        defaultExpandedItems={['non-fiction', 'science']}
        defaultSelectedItems="astronomy"
        onSelectedItemsChange={(_event, itemId) => handleSelect(itemId)}
      />
    </Box>
  );
}
