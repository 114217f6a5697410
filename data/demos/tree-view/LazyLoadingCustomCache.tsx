import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createLibraryServer } from './data/lazyLoadingLibrary';

type CacheValue = ReturnType<DataSourceCache['get']>;

// preview-start
// A cache is any object with set, get and clear. This one keeps entries in a Map, without expiry,
// and reports its keys so the demo can show them.
function createVisibleCache(onChange: (keys: string[]) => void): DataSourceCache {
  const entries = new Map<string, CacheValue>();
  return {
    set: (key, value) => {
      entries.set(key, value);
      onChange([...entries.keys()]);
    },
    get: (key) => entries.get(key), // undefined for a miss: the tree then calls getTreeItems
    clear: () => {
      entries.clear();
      onChange([]);
    },
  };
}
// preview-end

export default function LazyLoadingCustomCache() {
  const [keys, setKeys] = React.useState<string[]>([]);
  const [requests, setRequests] = React.useState(0);
  const cache = React.useMemo(() => createVisibleCache(setKeys), []);
  const dataSource = React.useMemo(() => {
    const server = createLibraryServer({ onRequest: () => setRequests((count) => count + 1) });
    return { getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems };
  }, []);

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Box sx={{ minHeight: 200 }}>
        {/* preview-start */}
        <RichTreeViewPro aria-label="Music library" items={[]} dataSource={dataSource} dataSourceCache={cache} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Server requests: {requests} · cached: {keys.join(', ')}
      </Typography>
      <Button size="small" sx={{ mt: 0.5 }} onClick={() => cache.clear()}>
        Clear the cache
      </Button>
    </Box>
  );
}
