import * as React from 'react';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A test suite's layers: many fast unit tests at the base, few end-to-end tests at the top.
const testSuite = [
  { label: 'End-to-end tests', value: 60 },
  { label: 'Integration tests', value: 300 },
  { label: 'Unit tests', value: 1200 },
];

export default function TestPyramid() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          curve: 'pyramid',
          data: testSuite,
          valueFormatter: (item) => `${item.value} tests`,
        },
      ]}
    />
  );
}
