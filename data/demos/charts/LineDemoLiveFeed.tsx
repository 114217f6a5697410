import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { seeded } from './data/scatterCafe';

const WINDOW = 40;
const random = seeded(11);
// CPU load of a server, one sample a second: a random walk kept between 5 and 95%.
const nextLoad = (previous: number) => Math.min(95, Math.max(5, Math.round(previous + (random() - 0.5) * 14)));

function initialSamples() {
  const samples: { second: number; load: number }[] = [];
  let load = 40;
  for (let second = 0; second < WINDOW; second += 1) {
    load = nextLoad(load);
    samples.push({ second, load });
  }
  return samples;
}

export default function LineDemoLiveFeed() {
  const [samples, setSamples] = React.useState(initialSamples);
  const [running, setRunning] = React.useState(true);

  // preview-start
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSamples((previous) => {
        const last = previous[previous.length - 1];
        // Drop the oldest sample, append a new one: the window slides by one second.
        return [...previous.slice(1), { second: last.second + 1, load: nextLoad(last.load) }];
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);
  // preview-end

  const latest = samples[samples.length - 1];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Second {latest.second}: {latest.load}% load
        </Typography>
      </Stack>
      {/* preview-start */}
      <LineChart
        height={260}
        skipAnimation
        xAxis={[{ data: samples.map((sample) => sample.second), valueFormatter: (second: number) => `${second}s` }]}
        yAxis={[{ min: 0, max: 100, width: 50, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: samples.map((sample) => sample.load), label: 'CPU load', showMark: false, area: true }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
