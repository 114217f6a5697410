import * as React from 'react';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

const july = parisDaily2024.filter((day) => day.date.getUTCMonth() === 6);

/** Shades the Olympic Games (26 July – 11 August, clipped to July) on the time axis. */
function Period({ from, to }: { from: Date; to: Date }) {
  const theme = useTheme();
  const xScale = useXScale<'utc'>();
  const { top, height, left, width } = useDrawingArea();
  const x1 = Math.max(left, xScale(from));
  const x2 = Math.min(left + width, xScale(to));
  return <rect x={x1} y={top} width={Math.max(0, x2 - x1)} height={height} fill={theme.palette.info.main} opacity={0.12} />;
}

/** A horizontal line at a data value of the y-axis. */
function Threshold({ value }: { value: number }) {
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const y = yScale(value);
  return <line x1={left} x2={left + width} y1={y} y2={y} stroke="#d32f2f" strokeDasharray="4 4" />;
}

/** Converts the pointer position back into a date with the scale's invert(). */
function PointerDate({ onDate }: { onDate: (date: Date | null) => void }) {
  const xScale = useXScale<'utc'>();
  const { left, top, width, height } = useDrawingArea();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      fill="transparent"
      onPointerMove={(event) => {
        const svg = event.currentTarget.ownerSVGElement!;
        const x = event.clientX - svg.getBoundingClientRect().left;
        onDate(xScale.invert(x));
      }}
      onPointerLeave={() => onDate(null)}
    />
  );
}

export default function ScaleBandAndThreshold() {
  const [date, setDate] = React.useState<Date | null>(null);
  return (
    <div>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'utc', data: july.map((day) => day.date), valueFormatter: (value: Date) => dayFormatter.format(value) }]}
        yAxis={[{ width: 40, min: 10, max: 30 }]}
        series={[{ data: july.map((day) => day.temperature), label: 'Daily mean (°C)', showMark: false }]}
        hideLegend
      >
        <Period from={new Date(Date.UTC(2024, 6, 26))} to={new Date(Date.UTC(2024, 7, 11))} />
        <Threshold value={25} />
        <PointerDate onDate={setDate} />
      </LineChart>
      <Typography variant="body2" color="text.secondary">
        {date ? `Pointer at ${dayFormatter.format(date)}` : 'Move the pointer over the chart.'}
      </Typography>
    </div>
  );
}
