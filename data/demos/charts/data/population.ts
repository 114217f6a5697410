/** Population of Japan by five-year age group and sex, in millions (2023, rounded). */
export const japanAgeGroups = [
  { age: '0–4', male: 2.0, female: 1.9 },
  { age: '5–9', male: 2.5, female: 2.4 },
  { age: '10–14', male: 2.7, female: 2.6 },
  { age: '15–19', male: 2.8, female: 2.7 },
  { age: '20–24', male: 3.2, female: 3.0 },
  { age: '25–29', male: 3.3, female: 3.1 },
  { age: '30–34', male: 3.4, female: 3.3 },
  { age: '35–39', male: 3.8, female: 3.7 },
  { age: '40–44', male: 4.2, female: 4.1 },
  { age: '45–49', male: 4.9, female: 4.8 },
  { age: '50–54', male: 4.6, female: 4.5 },
  { age: '55–59', male: 4.0, female: 4.0 },
  { age: '60–64', male: 3.6, female: 3.7 },
  { age: '65–69', male: 3.8, female: 4.0 },
  { age: '70–74', male: 4.4, female: 5.0 },
  { age: '75–79', male: 3.2, female: 4.0 },
  { age: '80–84', male: 2.3, female: 3.2 },
  { age: '85+', male: 1.9, female: 4.2 },
];

/** Share of the population per broad age group, in percent (2023, rounded). */
export const ageStructure = [
  { country: 'Japan', children: 11.6, working: 58.6, seniors: 29.8 },
  { country: 'Germany', children: 13.9, working: 63.9, seniors: 22.2 },
  { country: 'United States', children: 17.7, working: 64.9, seniors: 17.4 },
  { country: 'Brazil', children: 20.1, working: 69.7, seniors: 10.2 },
  { country: 'India', children: 25.3, working: 67.7, seniors: 7.0 },
  { country: 'Nigeria', children: 42.5, working: 54.5, seniors: 3.0 },
];

export const millions = (value: number | null) => (value == null ? '' : `${Math.abs(value).toFixed(1)} M`);
