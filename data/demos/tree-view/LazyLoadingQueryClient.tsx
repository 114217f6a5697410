import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createLibraryServer, createQueryClient, type LibraryEntry } from './data/lazyLoadingLibrary';

// The tree keeps nothing: every expansion asks getTreeItems, and the query client decides.
const noTreeCache: DataSourceCache = { get: () => undefined, set: () => {}, clear: () => {} };

export default function LazyLoadingQueryClient() {
  const [log, setLog] = React.useState<string[]>([]);
  const dataSource = React.useMemo(() => {
    const server = createLibraryServer({ onRequest: (parentId) => setLog((previous) => [`server: ${parentId ?? 'root'}`, ...previous].slice(0, 4)) });
    const queryClient = createQueryClient();
    // preview-start
    const getTreeItems = (parentId?: string) =>
      queryClient.fetchQuery<LibraryEntry[]>({
        queryKey: `library/${parentId ?? 'root'}`,
        queryFn: () => server.getTreeItems(parentId),
        staleTime: 30_000, // fresh for 30 s: reopening a branch meanwhile costs no request
      });
    // preview-end
    return { getChildrenCount: server.getChildrenCount, getTreeItems };
  }, []);

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Box sx={{ minHeight: 200 }}>
        {/* preview-start */}
        <RichTreeViewPro aria-label="Music library" items={[]} dataSource={dataSource} dataSourceCache={noTreeCache} />
        {/* preview-end */}
      </Box>
      <Typography component="div" variant="body2" sx={{ mt: 1, height: 88, color: 'text.secondary' }}>
        {log.map((line, index) => (
          <div key={log.length - index}>{line}</div>
        ))}
      </Typography>
    </Box>
  );
}
