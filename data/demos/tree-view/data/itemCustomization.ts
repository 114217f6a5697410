/** Data sets of the Tree Item customization demos: a release checklist, notification settings, a reading list and a team directory. */

export type StepState = 'done' | 'active' | 'blocked' | 'todo';

export interface ChecklistStep {
  id: string;
  label: string;
  state: StepState;
  children?: ChecklistStep[];
}

/** A product release broken into steps, each with a state. */
export const releaseChecklist: ChecklistStep[] = [
  {
    id: 'freeze',
    label: 'Code freeze',
    state: 'done',
    children: [
      { id: 'freeze/branch', label: 'Cut the release branch', state: 'done' },
      { id: 'freeze/changelog', label: 'Draft the changelog', state: 'done' },
    ],
  },
  {
    id: 'qa',
    label: 'Quality checks',
    state: 'active',
    children: [
      { id: 'qa/regression', label: 'Regression suite', state: 'active' },
      { id: 'qa/a11y', label: 'Accessibility audit', state: 'blocked' },
    ],
  },
  { id: 'publish', label: 'Publish packages', state: 'todo' },
];

export interface SettingNode {
  id: string;
  label: string;
  children?: SettingNode[];
}

/** Notification channels and the messages each can carry. */
export const notificationSettings: SettingNode[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email/mentions', label: 'Mentions' },
      { id: 'email/digest', label: 'Weekly digest' },
      { id: 'email/billing', label: 'Billing receipts' },
    ],
  },
  {
    id: 'push',
    label: 'Push notifications',
    children: [
      { id: 'push/mentions', label: 'Mentions' },
      { id: 'push/reminders', label: 'Task reminders' },
    ],
  },
];

export interface Paper {
  id: string;
  label: string;
  children?: Paper[];
}

/** A reading list with long titles, for the demos that truncate labels. */
export const readingList: Paper[] = [
  {
    id: 'hci',
    label: 'Human–computer interaction',
    children: [
      { id: 'hci/fitts', label: 'The information capacity of the human motor system in controlling amplitude of movement' },
      { id: 'hci/gulf', label: 'Cognitive engineering and the gulfs of execution and evaluation' },
    ],
  },
  {
    id: 'systems',
    label: 'Distributed systems',
    children: [
      { id: 'systems/clocks', label: 'Time, clocks, and the ordering of events in a distributed system' },
      { id: 'systems/consensus', label: 'In search of an understandable consensus algorithm' },
    ],
  },
];

export interface TeamMember {
  id: string;
  label: string;
  /** Job title shown under the name. */
  role: string;
  /** Background of the avatar: a palette key. */
  tone: 'primary' | 'secondary' | 'success' | 'warning';
  children?: TeamMember[];
}

/** A small company directory: who reports to whom, with each person's role. */
export const teamDirectory: TeamMember[] = [
  {
    id: 'noor',
    label: 'Noor Haddad',
    role: 'Head of Product',
    tone: 'primary',
    children: [
      {
        id: 'tomas',
        label: 'Tomás Silva',
        role: 'Design lead',
        tone: 'secondary',
        children: [{ id: 'mei', label: 'Mei Chen', role: 'Product designer', tone: 'secondary' }],
      },
      { id: 'ada', label: 'Ada Kowalski', role: 'Product manager', tone: 'success' },
    ],
  },
  { id: 'kwame', label: 'Kwame Mensah', role: 'Office manager', tone: 'warning' },
];
