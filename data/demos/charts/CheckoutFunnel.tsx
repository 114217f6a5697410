import * as React from 'react';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, integer } from './data/funnel';

export default function CheckoutFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: checkoutSteps,
          valueFormatter: (item) => {
            const share = (item.value / checkoutSteps[0].value) * 100;
            return `${integer.format(item.value)} (${share.toFixed(1)}%)`;
          },
        },
      ]}
    />
  );
}
