import * as React from 'react';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { trialSteps } from './data/funnelPipeline';
import { integer } from './data/funnel';

const data = trialSteps.map((step) => ({
  id: step.id,
  value: step.value,
  // The legend gets the short name, the tooltip the full one.
  label: (location: 'tooltip' | 'legend' | 'section') => (location === 'legend' ? step.short : step.label),
}));

export default function FunnelLabelFormatter() {
  return (
    // preview-start
    <FunnelChart
      height={320}
      series={[
        {
          data,
          // The text on each section (and the tooltip value): the count and the share kept from the step before.
          valueFormatter: (item, context) => {
            const previous = context.dataIndex > 0 ? trialSteps[context.dataIndex - 1].value : null;
            const kept = previous == null ? '' : ` · ${Math.round((item.value / previous) * 100)}% of previous`;
            return `${integer.format(item.value)}${kept}`;
          },
        },
      ]}
    />
    // preview-end
  );
}
