import { CalendarDays, ListChecks, Users } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { PROJECT_STATUS_LABELS, type ProjectStatus, type SampleProject } from '../lib/sample-projects';

const STATUS_VARIANTS: Record<ProjectStatus, BadgeProps['variant']> = {
  'in-progress': 'draft',
  planning: 'neutral',
  completed: 'success',
  'on-hold': 'warning',
};
const BAR_COLOURS: Record<ProjectStatus, string> = {
  'in-progress': 'bg-draft',
  planning: 'bg-muted-foreground',
  completed: 'bg-success',
  'on-hold': 'bg-warning',
};

export function ProjectCard({ project }: { project: SampleProject }) {
  const titleId = `project-${project.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold">
          {project.name}
        </h2>
        <Badge variant={STATUS_VARIANTS[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{project.description}</p>
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between text-xs">
          <span className="text-muted-foreground">Progress</span>
          <span className="tabular font-medium">{project.progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${project.name} progress`}
          aria-valuenow={project.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', BAR_COLOURS[project.status])}
            style={{ width: `${project.progress}%` }}
          />
        </div>
      </div>
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-border pt-3 text-xs whitespace-nowrap">
        <div className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5 text-muted-foreground" />
          <dt className="sr-only">Due date</dt>
          <dd>{formatDate(project.dueDate)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5 text-muted-foreground" />
          <dt className="sr-only">Team</dt>
          <dd className="tabular">{project.team} members</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-3.5 text-muted-foreground" />
          <dt className="sr-only">Tasks</dt>
          <dd className="tabular">
            {project.tasks.done}/{project.tasks.total} tasks
          </dd>
        </div>
      </dl>
    </li>
  );
}
