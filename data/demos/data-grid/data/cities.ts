/**
 * City statistics: population (city proper, rounded, recent estimates), land area, elevation, mean
 * annual temperature and yearly rainfall of 30 cities on six continents.
 */
export type Continent = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'South America' | 'Oceania';

export interface City {
  id: number;
  city: string;
  country: string;
  continent: Continent;
  population: number;
  /** Land area in km². */
  area: number;
  /** Metres above sea level. */
  elevation: number;
  /** Mean annual temperature in °C. */
  meanTemperature: number;
  /** Yearly rainfall in mm. */
  rainfall: number;
  /** Whether the city is its country's capital. */
  capital: boolean;
}

type Entry = [string, string, Continent, number, number, number, number, number, boolean];

// city, country, continent, population, area, elevation, mean temperature, rainfall, capital
const entries: Entry[] = [
  ['Tokyo', 'Japan', 'Asia', 14_050_000, 2194, 40, 15.8, 1598, true],
  ['Delhi', 'India', 'Asia', 16_790_000, 1484, 216, 25.0, 774, true],
  ['Shanghai', 'China', 'Asia', 24_870_000, 6341, 4, 17.1, 1178, false],
  ['Seoul', 'South Korea', 'Asia', 9_410_000, 605, 38, 12.5, 1418, true],
  ['Jakarta', 'Indonesia', 'Asia', 10_560_000, 662, 8, 27.5, 1816, true],
  ['Istanbul', 'Türkiye', 'Europe', 15_650_000, 5461, 39, 14.6, 819, false],
  ['London', 'United Kingdom', 'Europe', 8_870_000, 1572, 11, 11.3, 601, true],
  ['Paris', 'France', 'Europe', 2_100_000, 105, 35, 12.4, 637, true],
  ['Berlin', 'Germany', 'Europe', 3_760_000, 891, 34, 10.3, 571, true],
  ['Madrid', 'Spain', 'Europe', 3_340_000, 604, 657, 15.0, 421, true],
  ['Rome', 'Italy', 'Europe', 2_750_000, 1285, 21, 15.7, 798, true],
  ['Stockholm', 'Sweden', 'Europe', 984_000, 188, 28, 7.4, 539, true],
  ['Reykjavík', 'Iceland', 'Europe', 139_000, 273, 0, 5.0, 845, true],
  ['Cairo', 'Egypt', 'Africa', 10_100_000, 3085, 23, 22.3, 18, true],
  ['Lagos', 'Nigeria', 'Africa', 15_390_000, 1171, 41, 27.0, 1693, false],
  ['Nairobi', 'Kenya', 'Africa', 4_400_000, 696, 1795, 19.0, 869, true],
  ['Cape Town', 'South Africa', 'Africa', 4_770_000, 2461, 0, 16.7, 515, false],
  ['Addis Ababa', 'Ethiopia', 'Africa', 3_860_000, 527, 2355, 16.3, 1089, true],
  ['New York', 'United States', 'North America', 8_260_000, 778, 10, 13.2, 1268, false],
  ['Mexico City', 'Mexico', 'North America', 9_210_000, 1485, 2240, 16.7, 820, true],
  ['Toronto', 'Canada', 'North America', 2_790_000, 630, 76, 9.4, 831, false],
  ['Chicago', 'United States', 'North America', 2_660_000, 589, 181, 10.8, 937, false],
  ['Havana', 'Cuba', 'North America', 2_130_000, 728, 59, 25.2, 1186, true],
  ['São Paulo', 'Brazil', 'South America', 11_450_000, 1521, 760, 19.3, 1656, false],
  ['Buenos Aires', 'Argentina', 'South America', 3_120_000, 203, 25, 18.0, 1236, true],
  ['Lima', 'Peru', 'South America', 10_090_000, 2672, 154, 19.4, 16, true],
  ['Bogotá', 'Colombia', 'South America', 7_900_000, 1587, 2640, 13.1, 1013, true],
  ['Sydney', 'Australia', 'Oceania', 5_450_000, 12368, 3, 18.4, 1150, false],
  ['Auckland', 'New Zealand', 'Oceania', 1_700_000, 1086, 196, 15.3, 1240, false],
  ['Wellington', 'New Zealand', 'Oceania', 215_000, 290, 19, 12.9, 1207, true],
];

export const cities: City[] = entries.map(
  ([city, country, continent, population, area, elevation, meanTemperature, rainfall, capital], index) => ({
    id: index + 1,
    city,
    country,
    continent,
    population,
    area,
    elevation,
    meanTemperature,
    rainfall,
    capital,
  }),
);

export const continents: Continent[] = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'];
