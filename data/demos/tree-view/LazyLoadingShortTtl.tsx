import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createLibraryServer } from './data/lazyLoadingLibrary';

export default function LazyLoadingShortTtl() {
  const [log, setLog] = React.useState<string[]>([]);
  const startedAt = React.useRef(Date.now());
  const dataSource = React.useMemo(() => {
    const server = createLibraryServer({
      onRequest: (parentId) => {
        const seconds = Math.round((Date.now() - startedAt.current) / 1000);
        setLog((previous) => [`${seconds}s: ${parentId ?? 'root'}`, ...previous].slice(0, 4));
      },
    });
    return { getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems };
  }, []);
  // preview-start
  // Entries expire after 10 seconds instead of 5 minutes.
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 10_000 }));
  // preview-end

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Box sx={{ minHeight: 200 }}>
        {/* preview-start */}
        <RichTreeViewPro aria-label="Music library" items={[]} dataSource={dataSource} dataSourceCache={cache} />
        {/* preview-end */}
      </Box>
      <Typography component="div" variant="body2" sx={{ mt: 1, height: 88, color: 'text.secondary' }}>
        {log.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </Typography>
    </Box>
  );
}
