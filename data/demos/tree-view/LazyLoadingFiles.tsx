import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createFileServer } from './data/fakeFileServer';

export default function LazyLoadingFiles() {
  const [requests, setRequests] = React.useState<string[]>([]);
  // One pretend server per tree; each request is logged below the tree.
  // preview-start
  const dataSource = React.useMemo(() => {
    const server = createFileServer({ onRequest: (parentId) => setRequests((previous) => [...previous, parentId ?? 'root']) });
    return { getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems };
  }, []);
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <Box sx={{ minHeight: 220 }}>
        <RichTreeViewPro
          aria-label="Client files"
          items={[]}
          dataSource={dataSource}
        />
      </Box>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Requests: {requests.join(', ')}
      </Typography>
    </Box>
  );
}
