import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { kpis, weeks } from './data/kpis';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter', 'bumpX'];
const conversion = kpis.find((kpi) => kpi.id === 'conversion')!;

export default function LineCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  const [showMark, setShowMark] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label="curve" value={curve} onChange={(event) => setCurve(event.target.value as CurveType)} sx={{ minWidth: 150 }}>
          {curves.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={showMark} onChange={(event) => setShowMark(event.target.checked)} />} label="showMark" />
      </Stack>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: conversion.values, label: conversion.title, curve, showMark, valueFormatter: (value) => (value == null ? '' : conversion.format(value)) }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
