/** Spec 3 "Projects (/projects)": a static sample of 8 projects (no backend calls). */
export const PROJECT_STATUSES = ['in-progress', 'planning', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  'in-progress': 'In Progress',
  planning: 'Planning',
  completed: 'Completed',
  'on-hold': 'On Hold',
};

export interface SampleProject {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  progress: number;
  dueDate: string;
  team: number;
  tasks: { done: number; total: number };
}

export const SAMPLE_PROJECTS: readonly SampleProject[] = [
  {
    id: 'p1',
    name: 'Holiday review campaign',
    description: 'Ask December buyers for reviews and answer every one within a day.',
    status: 'in-progress',
    progress: 64,
    dueDate: '2026-12-20',
    team: 4,
    tasks: { done: 16, total: 25 },
  },
  {
    id: 'p2',
    name: 'Brand voice refresh',
    description: 'Rewrite reply templates in the new tone of voice for all platforms.',
    status: 'planning',
    progress: 15,
    dueDate: '2027-01-31',
    team: 3,
    tasks: { done: 3, total: 20 },
  },
  {
    id: 'p3',
    name: 'Instagram comment backlog',
    description: 'Clear unanswered comments on the autumn collection posts.',
    status: 'completed',
    progress: 100,
    dueDate: '2026-10-15',
    team: 2,
    tasks: { done: 12, total: 12 },
  },
  {
    id: 'p4',
    name: 'Product page Q&A',
    description: 'Turn frequent review questions into answers on the product pages.',
    status: 'in-progress',
    progress: 42,
    dueDate: '2026-12-05',
    team: 3,
    tasks: { done: 8, total: 19 },
  },
  {
    id: 'p5',
    name: 'WhatsApp support pilot',
    description: 'Answer post-purchase questions on WhatsApp for one month and measure satisfaction.',
    status: 'on-hold',
    progress: 30,
    dueDate: '2027-02-28',
    team: 2,
    tasks: { done: 5, total: 17 },
  },
  {
    id: 'p6',
    name: 'Loyalty discount launch',
    description: 'Offer returning reviewers a discount code through Shopify.',
    status: 'planning',
    progress: 8,
    dueDate: '2027-03-15',
    team: 5,
    tasks: { done: 2, total: 24 },
  },
  {
    id: 'p7',
    name: 'Negative review recovery',
    description: 'Follow up on every 1- and 2-star review of the last quarter.',
    status: 'completed',
    progress: 100,
    dueDate: '2026-09-30',
    team: 3,
    tasks: { done: 21, total: 21 },
  },
  {
    id: 'p8',
    name: 'TikTok launch',
    description: 'Reply to comments on the first ten product videos and track engagement.',
    status: 'in-progress',
    progress: 78,
    dueDate: '2026-11-30',
    team: 4,
    tasks: { done: 14, total: 18 },
  },
];
