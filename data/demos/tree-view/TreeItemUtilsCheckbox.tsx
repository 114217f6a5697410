import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const programme = [
  {
    id: 'term-1',
    label: 'Term 1',
    children: [
      { id: 'statistics', label: 'Statistics (core)' },
      { id: 'ethics', label: 'Research ethics (core)' },
      { id: 'sql', label: 'Databases and SQL' },
    ],
  },
  {
    id: 'term-2',
    label: 'Term 2',
    children: [
      { id: 'ml', label: 'Machine learning' },
      { id: 'visualisation', label: 'Data visualisation' },
    ],
  },
];
const coreCourses = ['statistics', 'ethics'];

// The demo's way to show a message from inside an item.
const NoticeContext = React.createContext<(message: string) => void>(() => {});

// preview-start
const CourseItem = React.forwardRef(function CourseItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const notify = React.useContext(NoticeContext);

  const handleCheckboxChange = (event: React.ChangeEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Take over from the default handler...
    event.defaultMuiPrevented = true;
    if (coreCourses.includes(props.itemId) && !event.target.checked) {
      notify(`${props.label} is a core course: it stays in your plan.`);
      return;
    }
    // ...and run the default selection when the change is allowed.
    notify('');
    interactions.handleCheckboxSelection(event);
  };

  return <TreeItem {...props} ref={ref} slotProps={{ checkbox: { onChange: handleCheckboxChange } as object }} />;
});
// preview-end

export default function TreeItemUtilsCheckbox() {
  const [plan, setPlan] = React.useState<string[]>(['statistics', 'ethics', 'ml']);
  const [notice, setNotice] = React.useState('');

  return (
    <NoticeContext.Provider value={setNotice}>
      <Box sx={{ maxWidth: 380 }}>
        <RichTreeView
          aria-label="Study plan"
          items={programme}
          slots={{ item: CourseItem }}
          multiSelect
          checkboxSelection
          selectedItems={plan}
          onSelectedItemsChange={(_event, ids) => setPlan(ids)}
          defaultExpandedItems={['term-1', 'term-2']}
        />
        <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 40, color: notice ? 'warning.main' : 'text.secondary' }}>
          {notice || `${plan.length} courses in your plan`}
        </Typography>
      </Box>
    </NoticeContext.Provider>
  );
}
