/**
 * The people of a 34-person software company, each with the chain of managers above them: the
 * hierarchy a tree data grid shows. `hierarchy` runs from the CEO down to the person.
 */

export interface Employee {
  id: number;
  /** Names from the top of the company down to this person, this person last. */
  hierarchy: string[];
  name: string;
  jobTitle: string;
  department: string;
  location: string;
  hireDate: Date;
  /** Yearly salary in US dollars. */
  salary: number;
}

type Person = [name: string, manager: string | null, jobTitle: string, department: string, location: string, hired: string, salary: number];

const people: Person[] = [
  ['Helena Voss', null, 'Chief Executive Officer', 'Executive', 'Berlin', '2015-03-02', 285000],
  ['Rafael Moreno', 'Helena Voss', 'Chief Technology Officer', 'Engineering', 'Berlin', '2015-06-15', 240000],
  ['Grace Liu', 'Helena Voss', 'Chief Financial Officer', 'Finance', 'London', '2017-01-09', 225000],
  ['Tobias Lindqvist', 'Helena Voss', 'VP of Sales', 'Sales', 'Stockholm', '2018-04-16', 198000],
  ['Naomi Adeyemi', 'Helena Voss', 'VP of People', 'People', 'London', '2019-09-02', 172000],
  ['Jun Park', 'Rafael Moreno', 'Engineering Manager, Platform', 'Engineering', 'Berlin', '2017-08-21', 168000],
  ['Chiara Bianchi', 'Rafael Moreno', 'Engineering Manager, Product', 'Engineering', 'Lisbon', '2018-02-05', 162000],
  ['Owen Gallagher', 'Rafael Moreno', 'Design Lead', 'Design', 'Dublin', '2019-05-13', 148000],
  ['Amara Okafor', 'Jun Park', 'Senior Software Engineer', 'Engineering', 'Berlin', '2018-11-12', 138000],
  ['Lukas Novak', 'Jun Park', 'Site Reliability Engineer', 'Engineering', 'Prague', '2020-03-30', 121000],
  ['Mei Tanaka', 'Jun Park', 'Software Engineer', 'Engineering', 'Berlin', '2021-07-19', 104000],
  ['Farid Haddad', 'Jun Park', 'Software Engineer', 'Engineering', 'Remote', '2022-10-03', 98000],
  ['Inês Carvalho', 'Chiara Bianchi', 'Senior Frontend Engineer', 'Engineering', 'Lisbon', '2019-01-28', 126000],
  ['Diego Alvarez', 'Chiara Bianchi', 'Frontend Engineer', 'Engineering', 'Lisbon', '2021-04-12', 96000],
  ['Hannah Becker', 'Chiara Bianchi', 'Backend Engineer', 'Engineering', 'Berlin', '2020-09-07', 109000],
  ['Sipho Dlamini', 'Chiara Bianchi', 'QA Engineer', 'Engineering', 'Remote', '2022-02-14', 84000],
  ['Elif Yildiz', 'Owen Gallagher', 'Product Designer', 'Design', 'Dublin', '2020-06-22', 97000],
  ['Noah Fischer', 'Owen Gallagher', 'UX Researcher', 'Design', 'Berlin', '2023-01-16', 88000],
  ['Priya Nair', 'Grace Liu', 'Financial Controller', 'Finance', 'London', '2018-07-02', 131000],
  ['Thomas Wright', 'Priya Nair', 'Accountant', 'Finance', 'London', '2021-11-08', 72000],
  ['Zofia Kowalska', 'Priya Nair', 'Payroll Specialist', 'Finance', 'Warsaw', '2022-05-23', 64000],
  ['Emma Dubois', 'Tobias Lindqvist', 'Sales Director, EMEA', 'Sales', 'Paris', '2019-03-11', 154000],
  ['Carlos Mendes', 'Tobias Lindqvist', 'Sales Director, Americas', 'Sales', 'São Paulo', '2020-01-20', 149000],
  ['Astrid Nilsson', 'Emma Dubois', 'Account Executive', 'Sales', 'Stockholm', '2021-02-01', 92000],
  ['Pierre Lambert', 'Emma Dubois', 'Account Executive', 'Sales', 'Paris', '2021-08-30', 90000],
  ['Yusuf Demir', 'Emma Dubois', 'Sales Engineer', 'Sales', 'Berlin', '2022-06-13', 101000],
  ['Lucía Romero', 'Carlos Mendes', 'Account Executive', 'Sales', 'Mexico City', '2021-05-17', 86000],
  ['Ethan Brooks', 'Carlos Mendes', 'Account Executive', 'Sales', 'Toronto', '2023-03-06', 88000],
  ['Kavya Reddy', 'Carlos Mendes', 'Customer Success Manager', 'Sales', 'Remote', '2022-09-19', 83000],
  ['Olivia Bennett', 'Naomi Adeyemi', 'Recruiter', 'People', 'London', '2020-10-12', 74000],
  ['Mateus Costa', 'Naomi Adeyemi', 'People Partner', 'People', 'Lisbon', '2021-12-06', 78000],
  ['Sara Haddad', 'Olivia Bennett', 'Recruiting Coordinator', 'People', 'Remote', '2024-01-08', 56000],
  ['Jonas Berg', 'Jun Park', 'Software Engineer', 'Engineering', 'Stockholm', '2024-04-15', 99000],
  ['Ana Petrović', 'Owen Gallagher', 'Product Designer', 'Design', 'Remote', '2024-09-02', 92000],
];

function buildEmployees(): Employee[] {
  const managerOf = new Map(people.map(([name, manager]) => [name, manager]));
  const chain = (name: string): string[] => {
    const manager = managerOf.get(name);
    return manager ? [...chain(manager), name] : [name];
  };
  return people.map(([name, , jobTitle, department, location, hired, salary], index) => {
    const [year, month, day] = hired.split('-').map(Number);
    return { id: index + 1, hierarchy: chain(name), name, jobTitle, department, location, hireDate: new Date(year, month - 1, day), salary };
  });
}

export const employees: Employee[] = buildEmployees();
