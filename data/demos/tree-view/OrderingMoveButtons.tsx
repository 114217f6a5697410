import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Task {
  id: string;
  label: string;
  children?: Task[];
}
type Position = { parentId: string | null; index: number };

const checklist: Task[] = [
  {
    id: 'before',
    label: 'Before the release',
    children: [
      { id: 'freeze', label: 'Freeze the branch' },
      { id: 'notes', label: 'Write release notes' },
      { id: 'smoke', label: 'Run smoke tests' },
    ],
  },
  {
    id: 'after',
    label: 'After the release',
    children: [
      { id: 'announce', label: 'Announce it' },
      { id: 'watch', label: 'Watch error rates' },
    ],
  },
];

/** A copy of `tasks` with `itemId` taken from `from` and put at `to` (the index once it is removed). */
function moveTask(tasks: Task[], itemId: string, from: Position, to: Position): Task[] {
  const childrenOf = (list: Task[], parentId: string | null): Task[] =>
    parentId === null ? list : (list.find((task) => task.id === parentId)?.children ?? []);
  const copy = tasks.map((task) => ({ ...task, children: task.children && [...task.children] }));
  const source = childrenOf(copy, from.parentId);
  const [moved] = source.splice(from.index, 1);
  if (!moved || moved.id !== itemId) return tasks;
  childrenOf(copy, to.parentId).splice(to.index, 0, moved);
  return copy;
}

export default function OrderingMoveButtons() {
  const apiRef = useTreeViewApiRef();
  const [tasks, setTasks] = React.useState(checklist);
  const [selected, setSelected] = React.useState<string | null>('notes');

  // preview-start
  // The buttons move the selected task among its siblings, in our own data.
  const move = (offset: number) => {
    const api = apiRef.current;
    if (!api || !selected) return;
    const parentId = api.getParentId(selected);
    const siblings = api.getItemOrderedChildrenIds(parentId);
    const index = siblings.indexOf(selected);
    if (index + offset < 0 || index + offset >= siblings.length) return;
    setTasks((current) => moveTask(current, selected, { parentId, index }, { parentId, index: index + offset }));
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => move(-1)}>
          Move up
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(1)}>
          Move down
        </Button>
      </Stack>
      {/* preview-start */}
      <RichTreeViewPro
        apiRef={apiRef}
        aria-label="Release checklist"
        items={tasks}
        itemsReordering
        // A drag updates our data too, so both ways agree.
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setTasks((current) => moveTask(current, itemId, oldPosition, newPosition))
        }
        selectedItems={selected}
        onSelectedItemsChange={(_event, id) => setSelected(id)}
        defaultExpandedItems={['before', 'after']}
      />
      {/* preview-end */}
    </Box>
  );
}
