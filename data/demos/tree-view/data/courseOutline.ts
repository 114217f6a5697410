/** A course outline: modules and their lessons, the data set of the ordering demos. */
export interface Lesson {
  id: string;
  label: string;
  children?: Lesson[];
}

export const courseOutline: Lesson[] = [
  {
    id: 'basics',
    label: 'Module 1: Basics',
    children: [
      { id: 'welcome', label: 'Welcome and setup' },
      { id: 'first-component', label: 'Your first component' },
      { id: 'props', label: 'Passing props' },
    ],
  },
  {
    id: 'state',
    label: 'Module 2: State',
    children: [
      { id: 'use-state', label: 'Local state' },
      { id: 'forms', label: 'Forms and inputs' },
    ],
  },
  { id: 'final-project', label: 'Final project' },
];
