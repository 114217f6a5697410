/**
 * An HR roster: 40 people of a software company, with their team, office, start date, salary and
 * last review. Fixed values, so every render (server and browser) shows the same rows.
 */
export type Department = 'Engineering' | 'Design' | 'Product' | 'Sales' | 'Marketing' | 'Finance' | 'People' | 'Support';
export type Contract = 'Full-time' | 'Part-time' | 'Contractor';

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: Department;
  role: string;
  office: string;
  country: string;
  startDate: Date;
  /** Yearly base salary in US dollars. */
  salary: number;
  contract: Contract;
  /** Last performance review, 1 to 5. */
  rating: number;
  /** Name of the person they report to; `null` at the top. */
  manager: string | null;
}

type Entry = [string, Department, string, string, string, string, number, Contract, number, string | null];

// name, department, role, office, country, start (ISO), salary, contract, rating, manager
const entries: Entry[] = [
  ['Ines Moreau', 'Engineering', 'VP of Engineering', 'Paris', 'France', '2016-03-14', 212000, 'Full-time', 5, null],
  ['Kwame Mensah', 'Engineering', 'Staff engineer', 'London', 'United Kingdom', '2017-09-04', 168000, 'Full-time', 5, 'Ines Moreau'],
  ['Sofia Lindqvist', 'Engineering', 'Senior engineer', 'Stockholm', 'Sweden', '2019-01-21', 142000, 'Full-time', 4, 'Kwame Mensah'],
  ['Rahul Deshpande', 'Engineering', 'Engineer', 'Bengaluru', 'India', '2021-06-07', 78000, 'Full-time', 4, 'Kwame Mensah'],
  ['Hannah Weiss', 'Engineering', 'Engineer', 'Berlin', 'Germany', '2022-02-14', 96000, 'Full-time', 3, 'Kwame Mensah'],
  ['Diego Alvarez', 'Engineering', 'Senior engineer', 'Madrid', 'Spain', '2018-11-05', 118000, 'Full-time', 4, 'Ines Moreau'],
  ['Yuki Sato', 'Engineering', 'Engineer', 'Tokyo', 'Japan', '2023-04-03', 89000, 'Full-time', 3, 'Diego Alvarez'],
  ['Chloe Martin', 'Engineering', 'Engineering manager', 'Paris', 'France', '2017-05-22', 151000, 'Full-time', 4, 'Ines Moreau'],
  ['Oluwaseun Adeyemi', 'Engineering', 'Engineer', 'Lagos', 'Nigeria', '2022-08-29', 64000, 'Contractor', 4, 'Chloe Martin'],
  ['Marek Novak', 'Engineering', 'Site reliability engineer', 'Prague', 'Czechia', '2020-10-12', 104000, 'Full-time', 5, 'Chloe Martin'],
  ['Lucia Romano', 'Design', 'Head of Design', 'Milan', 'Italy', '2018-02-19', 138000, 'Full-time', 5, null],
  ['Noah Fischer', 'Design', 'Product designer', 'Zurich', 'Switzerland', '2020-07-13', 121000, 'Full-time', 4, 'Lucia Romano'],
  ['Aiyana Redcloud', 'Design', 'UX researcher', 'Toronto', 'Canada', '2021-03-01', 98000, 'Part-time', 4, 'Lucia Romano'],
  ['Min-jun Park', 'Design', 'Visual designer', 'Seoul', 'South Korea', '2023-09-18', 72000, 'Contractor', 3, 'Lucia Romano'],
  ['Grace Thompson', 'Product', 'Head of Product', 'New York', 'United States', '2016-08-08', 205000, 'Full-time', 5, null],
  ['Mateus Silva', 'Product', 'Product manager', 'São Paulo', 'Brazil', '2019-06-17', 91000, 'Full-time', 4, 'Grace Thompson'],
  ['Fatima Zahra El Idrissi', 'Product', 'Product manager', 'Casablanca', 'Morocco', '2021-11-22', 69000, 'Full-time', 4, 'Grace Thompson'],
  ['Liam O’Connor', 'Product', 'Product analyst', 'Dublin', 'Ireland', '2022-05-09', 87000, 'Full-time', 3, 'Grace Thompson'],
  ['Olivia Brown', 'Sales', 'Head of Sales', 'Chicago', 'United States', '2017-01-09', 189000, 'Full-time', 4, null],
  ['Ethan Walker', 'Sales', 'Account executive', 'Austin', 'United States', '2020-04-20', 112000, 'Full-time', 4, 'Olivia Brown'],
  ['Isabella Rossi', 'Sales', 'Account executive', 'Rome', 'Italy', '2021-09-13', 83000, 'Full-time', 3, 'Olivia Brown'],
  ['Jakub Kowalski', 'Sales', 'Sales development rep', 'Warsaw', 'Poland', '2023-01-16', 52000, 'Full-time', 3, 'Ethan Walker'],
  ['Amelia Clarke', 'Sales', 'Account executive', 'Sydney', 'Australia', '2019-10-28', 124000, 'Full-time', 5, 'Olivia Brown'],
  ['Chen Wei', 'Sales', 'Sales engineer', 'Singapore', 'Singapore', '2020-12-07', 131000, 'Full-time', 4, 'Olivia Brown'],
  ['Zanele Dlamini', 'Marketing', 'Head of Marketing', 'Cape Town', 'South Africa', '2018-07-02', 118000, 'Full-time', 4, null],
  ['Lucas Girard', 'Marketing', 'Content strategist', 'Montréal', 'Canada', '2021-02-08', 81000, 'Part-time', 4, 'Zanele Dlamini'],
  ['Emma Jansen', 'Marketing', 'Growth marketer', 'Amsterdam', 'Netherlands', '2022-10-24', 79000, 'Full-time', 3, 'Zanele Dlamini'],
  ['Tomás Herrera', 'Marketing', 'Designer, brand', 'Buenos Aires', 'Argentina', '2023-06-12', 48000, 'Contractor', 4, 'Zanele Dlamini'],
  ['Sarah Cohen', 'Finance', 'Chief Financial Officer', 'New York', 'United States', '2016-11-14', 231000, 'Full-time', 5, null],
  ['Arjun Mehta', 'Finance', 'Financial analyst', 'Mumbai', 'India', '2020-01-13', 58000, 'Full-time', 4, 'Sarah Cohen'],
  ['Charlotte Dubois', 'Finance', 'Accountant', 'Brussels', 'Belgium', '2019-04-15', 76000, 'Full-time', 4, 'Sarah Cohen'],
  ['Hamid Rahimi', 'Finance', 'Payroll specialist', 'Vienna', 'Austria', '2022-03-28', 67000, 'Part-time', 3, 'Sarah Cohen'],
  ['Nadia Petrova', 'People', 'Head of People', 'Berlin', 'Germany', '2017-10-02', 128000, 'Full-time', 4, null],
  ['Kofi Asante', 'People', 'Recruiter', 'Accra', 'Ghana', '2021-07-19', 46000, 'Full-time', 4, 'Nadia Petrova'],
  ['Mia Schneider', 'People', 'People partner', 'Munich', 'Germany', '2020-09-07', 84000, 'Full-time', 5, 'Nadia Petrova'],
  ['Hiroshi Tanaka', 'Support', 'Support lead', 'Osaka', 'Japan', '2018-05-14', 79000, 'Full-time', 4, null],
  ['Ana Costa', 'Support', 'Support engineer', 'Lisbon', 'Portugal', '2021-12-06', 54000, 'Full-time', 4, 'Hiroshi Tanaka'],
  ['Pedro Gómez', 'Support', 'Support engineer', 'Mexico City', 'Mexico', '2022-11-21', 41000, 'Full-time', 3, 'Hiroshi Tanaka'],
  ['Freya Nielsen', 'Support', 'Support engineer', 'Copenhagen', 'Denmark', '2023-08-07', 71000, 'Part-time', 4, 'Hiroshi Tanaka'],
  ['Ayesha Khan', 'Support', 'Technical writer', 'Karachi', 'Pakistan', '2020-06-22', 39000, 'Contractor', 5, 'Hiroshi Tanaka'],
];

/** An email address from a name: lower case, accents removed, `first.last@northwind.example`. */
function emailOf(name: string) {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .split(/\s+/);
  return `${plain[0]}.${plain[plain.length - 1]}@northwind.example`;
}

export const employees: Employee[] = entries.map(
  ([name, department, role, office, country, start, salary, contract, rating, manager], index) => ({
    id: index + 1,
    name,
    email: emailOf(name),
    department,
    role,
    office,
    country,
    // Noon UTC: the same calendar day in every time zone a reader may be in.
    startDate: new Date(`${start}T12:00:00Z`),
    salary,
    contract,
    rating,
    manager,
  }),
);

export const departments: Department[] = ['Engineering', 'Design', 'Product', 'Sales', 'Marketing', 'Finance', 'People', 'Support'];
export const contracts: Contract[] = ['Full-time', 'Part-time', 'Contractor'];
