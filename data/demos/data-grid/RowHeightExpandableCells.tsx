import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  review: string;
}

const reviews: Review[] = [
  { id: 1, product: 'Ridgeline 2-person tent', rating: 5, review: 'Pitched it alone in the rain in under ten minutes. The two doors make a real difference when you share it: nobody climbs over anybody at night. After a week in the Dolomites, with two stormy nights, not a drop inside. The vestibules take a pack and boots each.' },
  { id: 2, product: 'Canister stove', rating: 4, review: 'Boils fast and the igniter works every time. Wobbly with a wide pot.' },
  { id: 3, product: 'Down sleeping bag −7 °C', rating: 5, review: 'Warm down to about −3 °C for me, a cold sleeper, with a base layer. Packs smaller than my old synthetic bag by half. The hood cinch is easy to find in the dark, the zip never snagged. Worth the price for shoulder-season trips.' },
  { id: 4, product: 'Summit 45 L backpack', rating: 3, review: 'Comfortable, but the hip belt pockets are too small for a phone.' },
  { id: 5, product: 'Trail running shoes', rating: 4, review: 'Great grip on wet rock and roots. The toe box is roomy, which I like on long descents, but runners with narrow feet may slide around a bit. The laces came undone twice on my first run; double knots since.' },
  { id: 6, product: 'Baseplate compass', rating: 5, review: 'Accurate, clear markings, and the declination screw holds.' },
  { id: 7, product: 'Merino base layer', rating: 4, review: 'Soft, does not itch, no smell after three days of hiking. It pilled under the pack straps after a month. Sizing runs small: I went one size up and it fits well.' },
];

// preview-start
/** Long text collapsed to two lines, with a link to show it all: the row height follows. */
function ExpandableText({ value, tabIndex }: GridRenderCellParams<Review, string>) {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.5 }}>
      <Box
        sx={expanded ? undefined : { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {value}
      </Box>
      {(value?.length ?? 0) > 90 && (
        <Link component="button" type="button" tabIndex={tabIndex} onClick={() => setExpanded(!expanded)} sx={{ fontSize: 'inherit' }}>
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}
// preview-end

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 80 },
  { field: 'review', headerName: 'Review', flex: 1, minWidth: 280, renderCell: (params) => <ExpandableText {...params} /> },
];

export default function RowHeightExpandableCells() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={() => 'auto'}
        // Most rows show two lines of text and a link: a closer guess than the default 52 px.
        getEstimatedRowHeight={() => 84}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
