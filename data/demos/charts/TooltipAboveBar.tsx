import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, ChartsItemTooltipContent, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { useSvgRef, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';
import { months, monthlyTotals, formatThousands } from './data/revenue';

// preview-start
// Keeps the default container and content, but anchors the popper above the hovered bar.
function TooltipAboveBar(props: ChartsTooltipProps) {
  const item = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xAxis = useXAxis();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();

  const anchorEl = React.useMemo(() => {
    const dataIndex = item?.identifier.dataIndex;
    if (dataIndex === undefined || item?.value == null || !xAxis.data) return undefined;
    const x = (xScale(xAxis.data[dataIndex]) ?? 0) + xScale.bandwidth() / 2;
    const y = yScale(item.value);
    return {
      // Called by the popper: SVG coordinates plus the SVG's place on the screen.
      getBoundingClientRect: () => {
        const svg = svgRef.current?.getBoundingClientRect();
        const left = (svg?.left ?? 0) + x;
        const top = (svg?.top ?? 0) + y;
        return DOMRect.fromRect({ x: left, y: top, width: 0, height: 0 });
      },
    };
  }, [item, xAxis.data, xScale, yScale, svgRef]);

  return (
    <ChartsTooltipContainer {...props} trigger="item" anchorEl={anchorEl} placement="top">
      <ChartsItemTooltipContent />
    </ChartsTooltipContainer>
  );
}
// preview-end

export default function TooltipAboveBarDemo() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={[{ data: monthlyTotals, label: 'Revenue', valueFormatter: formatThousands }]}
      axisHighlight={{ x: 'none' }}
      slots={{ tooltip: TooltipAboveBar }}
      hideLegend
    />
  );
}
