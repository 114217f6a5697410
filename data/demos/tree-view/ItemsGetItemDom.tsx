import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { bookCategories } from './data/bookstore';

const targets = [
  { id: 'fiction', label: 'Fiction' },
  { id: 'biology', label: 'Biology' },
  { id: 'young-adult', label: 'Young adult' },
];

export default function ItemsGetItemDom() {
  const apiRef = useTreeViewApiRef();
  const scrollBoxRef = React.useRef<HTMLDivElement>(null);

  // preview-start
  const scrollTo = (itemId: string) => {
    // The item's <li>, or null when it is not rendered (inside a collapsed parent).
    const element = apiRef.current?.getItemDOMElement(itemId);
    const box = scrollBoxRef.current;
    if (!element || !box) return;
    // Scroll the panel only, not the page, so the item's row sits at the top.
    const offset = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTo({ top: box.scrollTop + offset, behavior: 'smooth' });
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {targets.map((target) => (
          <Button key={target.id} size="small" variant="outlined" onClick={() => scrollTo(target.id)}>
            {target.label}
          </Button>
        ))}
      </Stack>
      <Box ref={scrollBoxRef} sx={{ height: 160, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView
          apiRef={apiRef}
          aria-label="Book categories"
          items={bookCategories}
          defaultExpandedItems={['fiction', 'non-fiction', 'science', 'children']}
        />
      </Box>
    </Box>
  );
}
