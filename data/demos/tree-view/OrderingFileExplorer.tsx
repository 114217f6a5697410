import * as React from 'react';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFiles, type FileKind, type FileNode } from './data/fileSystem';

const fileIcons: Record<Exclude<FileKind, 'folder'>, SvgIconComponent> = {
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  code: CodeRounded,
  doc: ArticleOutlined,
  sheet: TableChartOutlined,
  video: MovieOutlined,
};

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  const icon = file && file.kind !== 'folder' ? fileIcons[file.kind] : undefined;
  return <TreeItem {...props} ref={ref} slots={icon ? { icon } : undefined} />;
});

export default function OrderingFileExplorer() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <RichTreeViewPro
        apiRef={apiRef}
        aria-label="Shared drive"
        items={projectFiles}
        itemsReordering
        // Files and folders can go to the root or into a folder, never into a file.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || (apiRef.current?.getItem(newPosition.parentId) as FileNode).kind === 'folder'
        }
        slots={{ item: FileItem, expandIcon: FolderRounded, collapseIcon: FolderOpenRounded }}
        defaultExpandedItems={['brand', 'finance']}
        itemChildrenIndentation={20}
      />
      {/* preview-end */}
    </Box>
  );
}
