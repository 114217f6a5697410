import * as React from 'react';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import TvIcon from '@mui/icons-material/Tv';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// preview-start
// Turns an icon into a legend and tooltip mark, drawn in the slice's color.
function iconMark(Icon: typeof WhatshotIcon) {
  return function IconMark({ className, color }: ChartsLabelCustomMarkProps) {
    return <Icon className={className} sx={{ color, display: 'block' }} />;
  };
}
// preview-end

// A household's yearly energy use, in percent.
const uses = [
  { id: 'heating', label: 'Heating', value: 62, color: '#e64a19', labelMarkType: iconMark(WhatshotIcon) },
  { id: 'water', label: 'Hot water', value: 16, color: '#0288d1', labelMarkType: iconMark(WaterDropIcon) },
  { id: 'appliances', label: 'Appliances', value: 11, color: '#7b1fa2', labelMarkType: iconMark(KitchenIcon) },
  { id: 'electronics', label: 'Electronics', value: 7, color: '#455a64', labelMarkType: iconMark(TvIcon) },
  { id: 'lighting', label: 'Lighting', value: 4, color: '#f9a825', labelMarkType: iconMark(LightbulbIcon) },
];

export default function PieDemoLegendMarks() {
  return (
    // preview-start
    <PieChart height={260} series={[{ data: uses, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]} />
    // preview-end
  );
}
