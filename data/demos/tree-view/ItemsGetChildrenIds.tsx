import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Track {
  id: string;
  label: string;
  children?: Track[];
}

const playlists: Track[] = [
  {
    id: 'run',
    label: 'Morning run',
    children: [
      { id: 'run-1', label: 'Fast start' },
      { id: 'run-2', label: 'Hill climb' },
      { id: 'run-3', label: 'Long straight' },
      { id: 'run-4', label: 'Cool down' },
    ],
  },
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'focus-1', label: 'Rain on glass' },
      { id: 'focus-2', label: 'Slow tape' },
    ],
  },
];

export default function ItemsGetChildrenIds() {
  const apiRef = useTreeViewApiRef();
  const [track, setTrack] = React.useState<string | null>('run-2');

  // preview-start
  // The track before (-1) or after (+1) the current one, in the playlist's display order.
  const step = (event: React.SyntheticEvent, offset: number) => {
    const api = apiRef.current;
    if (!api || !track) return;
    const siblings = api.getItemOrderedChildrenIds(api.getParentId(track));
    const next = siblings[siblings.indexOf(track) + offset];
    if (next) {
      setTrack(next);
      api.focusItem(event, next);
    }
  };
  // preview-end

  // The ref is empty during the first render: read the tree once it is mounted.
  const [position, setPosition] = React.useState('\u00a0');
  React.useEffect(() => {
    const api = apiRef.current;
    const parentId = api && track ? api.getParentId(track) : null;
    if (!api || !track || !parentId) {
      setPosition('Pick a track, not a playlist.');
      return;
    }
    const siblings = api.getItemOrderedChildrenIds(parentId);
    setPosition(`Track ${siblings.indexOf(track) + 1} of ${siblings.length} in ${api.getItem(parentId).label}`);
  }, [apiRef, track]);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => step(event, -1)}>
          Previous
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => step(event, 1)}>
          Next
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Playlists"
        items={playlists}
        selectedItems={track}
        onSelectedItemsChange={(_event, id) => setTrack(id)}
        defaultExpandedItems={['run', 'focus']}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {position}
      </Typography>
    </Box>
  );
}
