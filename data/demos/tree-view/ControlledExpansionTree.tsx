import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Place {
  id: string;
  label: string;
  children?: Place[];
}

const items: Place[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'portugal', label: 'Portugal', children: [{ id: 'porto', label: 'Porto' }] },
      { id: 'norway', label: 'Norway', children: [{ id: 'bergen', label: 'Bergen' }] },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'kyoto', label: 'Kyoto' }] }],
  },
];

// Only items with children can expand: collect their ids, at any depth.
function parentIds(list: Place[]): string[] {
  return list.flatMap((item) =>
    item.children?.length ? [item.id, ...parentIds(item.children)] : [],
  );
}

const parents = parentIds(items);

export default function ControlledExpansionTree() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const allExpanded = expanded.length === parents.length;

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <div>
        <Button size="small" onClick={() => setExpanded(allExpanded ? [] : parents)}>
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </div>
      {/* preview-start */}
      <RichTreeView
        items={items}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        aria-label="Places"
      />
      {/* preview-end */}
    </Stack>
  );
}
