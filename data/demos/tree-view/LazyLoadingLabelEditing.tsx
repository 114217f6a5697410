import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import type { TreeViewItemId } from '@mui/x-tree-view/models';
import { createLibraryServer, type LibraryEntry } from './data/lazyLoadingLibrary';

export default function LazyLoadingLabelEditing() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('Open an artist, then double-click any name to rename it.');
  const [server] = React.useState(() => createLibraryServer());
  const [cache] = React.useState(() => new DataSourceCacheDefault({}));
  const dataSource = React.useMemo(
    () => ({ getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems }),
    [server],
  );

  // preview-start
  const handleLabelChange = (itemId: TreeViewItemId, label: string) => {
    // 1. The cache holds the children of each parent as fetched: update the renamed entry there,
    //    so that reopening the parent does not bring the old name back.
    const cacheKey = apiRef.current?.getParentId(itemId) ?? 'root';
    //    (The entries are what getTreeItems returned, although the cache's type names another one.)
    const cached = cache.get(cacheKey) as unknown as LibraryEntry[] | undefined | -1;
    if (Array.isArray(cached)) {
      const updated = cached.map((entry) => (entry.id === itemId ? { ...entry, label } : entry));
      cache.set(cacheKey, updated as unknown as Parameters<typeof cache.set>[1]);
    }
    // 2. Save it on the server, for the next visit.
    setStatus(`Saving “${label}”…`);
    server.rename(itemId, label).then(() => setStatus(`Saved “${label}”. Collapse and reopen its parent: the name stays.`));
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box sx={{ minHeight: 200 }}>
        {/* preview-start */}
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Music library"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={handleLabelChange}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 40, color: 'text.secondary' }}>
        {status}
      </Typography>
    </Box>
  );
}
