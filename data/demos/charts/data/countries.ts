/**
 * Countries with GDP per capita (thousands of US dollars), life expectancy at birth (years) and
 * population (millions). Approximate 2022 figures, rounded.
 */
export type Region = 'Africa' | 'Americas' | 'Asia' | 'Europe' | 'Oceania';

export interface Country {
  id: string;
  name: string;
  region: Region;
  gdpPerCapita: number;
  lifeExpectancy: number;
  population: number;
}

export const countries: Country[] = [
  { id: 'JPN', name: 'Japan', region: 'Asia', gdpPerCapita: 34.0, lifeExpectancy: 84.5, population: 125 },
  { id: 'KOR', name: 'South Korea', region: 'Asia', gdpPerCapita: 32.4, lifeExpectancy: 83.7, population: 52 },
  { id: 'CHN', name: 'China', region: 'Asia', gdpPerCapita: 12.7, lifeExpectancy: 78.6, population: 1412 },
  { id: 'IND', name: 'India', region: 'Asia', gdpPerCapita: 2.4, lifeExpectancy: 70.8, population: 1417 },
  { id: 'IDN', name: 'Indonesia', region: 'Asia', gdpPerCapita: 4.8, lifeExpectancy: 71.9, population: 276 },
  { id: 'VNM', name: 'Vietnam', region: 'Asia', gdpPerCapita: 4.2, lifeExpectancy: 74.6, population: 98 },
  { id: 'BGD', name: 'Bangladesh', region: 'Asia', gdpPerCapita: 2.7, lifeExpectancy: 72.4, population: 171 },
  { id: 'TUR', name: 'Türkiye', region: 'Asia', gdpPerCapita: 10.6, lifeExpectancy: 76.0, population: 85 },
  { id: 'DEU', name: 'Germany', region: 'Europe', gdpPerCapita: 48.7, lifeExpectancy: 80.7, population: 84 },
  { id: 'GBR', name: 'United Kingdom', region: 'Europe', gdpPerCapita: 46.1, lifeExpectancy: 80.7, population: 67 },
  { id: 'FRA', name: 'France', region: 'Europe', gdpPerCapita: 40.9, lifeExpectancy: 82.3, population: 68 },
  { id: 'ITA', name: 'Italy', region: 'Europe', gdpPerCapita: 34.8, lifeExpectancy: 83.0, population: 59 },
  { id: 'ESP', name: 'Spain', region: 'Europe', gdpPerCapita: 29.7, lifeExpectancy: 83.1, population: 48 },
  { id: 'POL', name: 'Poland', region: 'Europe', gdpPerCapita: 18.3, lifeExpectancy: 77.4, population: 37 },
  { id: 'NOR', name: 'Norway', region: 'Europe', gdpPerCapita: 106.1, lifeExpectancy: 83.2, population: 5.5 },
  { id: 'USA', name: 'United States', region: 'Americas', gdpPerCapita: 76.4, lifeExpectancy: 77.5, population: 333 },
  { id: 'CAN', name: 'Canada', region: 'Americas', gdpPerCapita: 55.5, lifeExpectancy: 81.3, population: 39 },
  { id: 'BRA', name: 'Brazil', region: 'Americas', gdpPerCapita: 9.0, lifeExpectancy: 73.4, population: 215 },
  { id: 'MEX', name: 'Mexico', region: 'Americas', gdpPerCapita: 11.5, lifeExpectancy: 74.8, population: 128 },
  { id: 'ARG', name: 'Argentina', region: 'Americas', gdpPerCapita: 13.7, lifeExpectancy: 76.1, population: 46 },
  { id: 'CHL', name: 'Chile', region: 'Americas', gdpPerCapita: 15.4, lifeExpectancy: 79.5, population: 19.6 },
  { id: 'NGA', name: 'Nigeria', region: 'Africa', gdpPerCapita: 2.2, lifeExpectancy: 53.6, population: 219 },
  { id: 'ZAF', name: 'South Africa', region: 'Africa', gdpPerCapita: 6.8, lifeExpectancy: 64.9, population: 60 },
  { id: 'EGY', name: 'Egypt', region: 'Africa', gdpPerCapita: 4.3, lifeExpectancy: 71.6, population: 111 },
  { id: 'KEN', name: 'Kenya', region: 'Africa', gdpPerCapita: 2.1, lifeExpectancy: 62.1, population: 54 },
  { id: 'ETH', name: 'Ethiopia', region: 'Africa', gdpPerCapita: 1.0, lifeExpectancy: 65.0, population: 123 },
  { id: 'AUS', name: 'Australia', region: 'Oceania', gdpPerCapita: 65.1, lifeExpectancy: 83.1, population: 26 },
  { id: 'NZL', name: 'New Zealand', region: 'Oceania', gdpPerCapita: 48.2, lifeExpectancy: 82.1, population: 5.1 },
];

export const regions: Region[] = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'];
