/** Germany's net public electricity generation by source, in terawatt-hours (rounded). */
export const energyYears = [2019, 2020, 2021, 2022, 2023, 2024];

export const electricityBySource: { key: string; label: string; values: number[]; renewable: boolean }[] = [
  { key: 'wind', label: 'Wind', values: [126, 132, 114, 125, 139, 136], renewable: true },
  { key: 'solar', label: 'Solar', values: [46, 50, 49, 58, 59, 72], renewable: true },
  { key: 'biomass', label: 'Biomass', values: [44, 45, 44, 45, 42, 36], renewable: true },
  { key: 'hydro', label: 'Hydro', values: [20, 18, 19, 17, 20, 22], renewable: true },
  { key: 'nuclear', label: 'Nuclear', values: [71, 60, 65, 33, 7, 0], renewable: false },
  { key: 'lignite', label: 'Lignite', values: [114, 92, 110, 116, 77, 71], renewable: false },
  { key: 'hardCoal', label: 'Hard coal', values: [57, 36, 47, 57, 36, 24], renewable: false },
  { key: 'gas', label: 'Natural gas', values: [54, 59, 50, 46, 46, 48], renewable: false },
];

export const terawattHours = (value: number | null) => (value == null ? '' : `${value} TWh`);
