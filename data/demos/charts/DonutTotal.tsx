import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { mobileOperatingSystems } from './data/marketShare';

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function CenterLabel({ title, value }: { title: string; value: string }) {
  const { width, height, left, top } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <React.Fragment>
      <CenterText x={x} y={y - 10} style={{ fontSize: 22, fontWeight: 600 }}>
        {value}
      </CenterText>
      <CenterText x={x} y={y + 14} style={{ fontSize: 12 }}>
        {title}
      </CenterText>
    </React.Fragment>
  );
}

export default function DonutTotal() {
  const android = mobileOperatingSystems[0];
  return (
    // preview-start
    <PieChart
      height={260}
      series={[
        {
          data: mobileOperatingSystems,
          // Relative radii keep the ring inside the chart on a phone.
          innerRadius: '68%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <CenterLabel title={`${android.label} share`} value={`${android.value}%`} />
    </PieChart>
    // preview-end
  );
}
