import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface ListItem {
  id: string;
  label: string;
  children?: ListItem[];
}

const items: ListItem[] = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'apples', label: 'Apples' },
      { id: 'pears', label: 'Pears' },
      { id: 'plums', label: 'Plums' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'leeks', label: 'Leeks' },
      { id: 'carrots', label: 'Carrots' },
    ],
  },
];

export default function CheckboxSelectionTree() {
  const [selected, setSelected] = React.useState<string[]>(['pears']);

  return (
    <div style={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView
        items={items}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['fruit']}
        aria-label="Shopping list"
      />
      {/* preview-end */}
      <p style={{ margin: '12px 0 0', fontSize: 14 }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </p>
    </div>
  );
}
