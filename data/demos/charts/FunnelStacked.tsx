import * as React from 'react';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, checkoutStepsByDevice, integer } from './data/funnel';

export default function FunnelStacked() {
  return (
    // preview-start
    <FunnelChart
      height={320}
      series={[
        {
          // Listed first: drawn first, behind the desktop funnel.
          id: 'mobile',
          data: checkoutStepsByDevice.mobile.map((value, index) => ({
            value,
            label: `Mobile: ${checkoutSteps[index].label}`,
            // Both series would take the same palette colors, section by section: set them yourself.
            color: '#90caf9',
          })),
          valueFormatter: (item) => integer.format(item.value),
          // Mobile counts to the right of each section, desktop counts to the left.
          sectionLabel: { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } },
        },
        {
          id: 'desktop',
          // Outlined, so the mobile funnel shows through where desktop is wider.
          variant: 'outlined',
          data: checkoutStepsByDevice.desktop.map((value, index) => ({
            value,
            label: `Desktop: ${checkoutSteps[index].label}`,
            color: '#1565c0',
          })),
          valueFormatter: (item) => integer.format(item.value),
          sectionLabel: { position: { horizontal: 'start' }, textAnchor: 'end', offset: { x: 8 } },
        },
      ]}
      hideLegend
    />
    // preview-end
  );
}
