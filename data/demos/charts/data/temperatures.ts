/**
 * Average daily mean temperature per month (°C), rounded climate normals, and monthly rainfall (mm).
 */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface CityClimate {
  city: string;
  temperature: number[];
  rainfall: number[];
}

export const cities: CityClimate[] = [
  {
    city: 'Lisbon',
    temperature: [11.6, 12.6, 14.9, 16.0, 18.6, 21.7, 23.5, 23.9, 22.2, 19.1, 15.1, 12.5],
    rainfall: [100, 96, 58, 65, 52, 14, 4, 6, 32, 100, 127, 128],
  },
  {
    city: 'Oslo',
    temperature: [-2.9, -2.8, 0.6, 5.2, 10.6, 14.6, 17.2, 16.0, 11.5, 6.2, 1.4, -2.1],
    rainfall: [55, 40, 48, 47, 64, 75, 87, 96, 83, 91, 84, 56],
  },
  {
    city: 'Singapore',
    temperature: [26.7, 27.2, 27.6, 28.0, 28.3, 28.3, 27.9, 27.9, 27.6, 27.6, 27.0, 26.6],
    rainfall: [222, 105, 154, 164, 161, 135, 146, 147, 124, 166, 254, 319],
  },
  {
    city: 'Sydney',
    temperature: [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 18.9, 20.7, 22.3],
    rainfall: [92, 131, 117, 115, 99, 132, 70, 80, 61, 75, 85, 77],
  },
  {
    city: 'Chicago',
    temperature: [-4.6, -2.8, 3.2, 9.6, 15.6, 21.3, 23.9, 23.1, 19.1, 12.3, 5.4, -1.3],
    rainfall: [49, 49, 63, 94, 105, 104, 95, 107, 83, 86, 77, 56],
  },
];

/** One row per month, one column per city: the shape `dataset` expects. */
export const climateDataset = months.map((month, index) => ({
  month,
  lisbon: cities[0].temperature[index],
  oslo: cities[1].temperature[index],
  singapore: cities[2].temperature[index],
  sydney: cities[3].temperature[index],
  chicago: cities[4].temperature[index],
}));

export const celsius = (value: number | null) => (value == null ? '' : `${value.toFixed(1)} °C`);
