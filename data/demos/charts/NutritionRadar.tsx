import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { nutrients, foods, grams } from './data/nutrition';

export default function NutritionRadar() {
  return (
    <RadarChart
      height={340}
      radar={{ max: 70, metrics: nutrients }}
      series={foods.map((food) => ({ label: food.label, data: food.values, valueFormatter: grams }))}
    />
  );
}
