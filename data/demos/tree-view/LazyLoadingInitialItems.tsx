import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createLibraryServer, libraryArtists } from './data/lazyLoadingLibrary';

export default function LazyLoadingInitialItems() {
  const [requests, setRequests] = React.useState<string[]>([]);
  const dataSource = React.useMemo(() => {
    const server = createLibraryServer({ onRequest: (parentId) => setRequests((previous) => [...previous, parentId ?? 'root']) });
    return { getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems };
  }, []);

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <Box sx={{ minHeight: 200 }}>
        <RichTreeViewPro
          aria-label="Music library"
          // The artists came with the page: the tree shows them at once and requests no root items.
          items={libraryArtists}
          dataSource={dataSource}
        />
      </Box>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Requests: {requests.length ? requests.join(', ') : 'none yet, open an artist'}
      </Typography>
    </Box>
  );
}
