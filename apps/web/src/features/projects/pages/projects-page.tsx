import { CircleCheck, CirclePause, FolderKanban, ListFilter, Loader, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { KpiCard } from '@/components/ui/kpi-card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tooltip } from '@/components/ui/tooltip';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProjectCard } from '../components/project-card';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, SAMPLE_PROJECTS, type ProjectStatus } from '../lib/sample-projects';

type StatusFilter = 'all' | ProjectStatus;
type SortKey = 'due' | 'progress' | 'name';

const SORTERS: Record<SortKey, (a: (typeof SAMPLE_PROJECTS)[number], b: (typeof SAMPLE_PROJECTS)[number]) => number> = {
  due: (a, b) => a.dueDate.localeCompare(b.dueDate),
  progress: (a, b) => b.progress - a.progress,
  name: (a, b) => a.name.localeCompare(b.name),
};

const count = (status: ProjectStatus) => SAMPLE_PROJECTS.filter((project) => project.status === status).length;

/** /projects: the spec's static sample of 8 projects with search, status filter and counters. */
export function ProjectsPage() {
  useDocumentTitle('Projects');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortKey>('due');

  const projects = useMemo(() => {
    const term = search.trim().toLowerCase();
    return SAMPLE_PROJECTS.filter(
      (project) =>
        (status === 'all' || project.status === status) &&
        (!term || `${project.name} ${project.description}`.toLowerCase().includes(term)),
    ).toSorted(SORTERS[sort]);
  }, [search, status, sort]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Projects"
        description="Campaigns and initiatives your team runs around customer feedback."
        actions={
          // The spec's New Project button has no behaviour yet: shown, not usable.
          <Tooltip content="Creating projects is coming soon">
            <span tabIndex={0}>
              <Button disabled>
                <Plus aria-hidden="true" />
                New Project
              </Button>
            </span>
          </Tooltip>
        }
      />
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <KpiCard label="Total" value={SAMPLE_PROJECTS.length} icon={<FolderKanban aria-hidden="true" />} />
          <KpiCard label="In Progress" value={count('in-progress')} icon={<Loader aria-hidden="true" />} />
          <KpiCard label="Completed" value={count('completed')} icon={<CircleCheck aria-hidden="true" />} />
          <KpiCard label="On Hold" value={count('on-hold')} icon={<CirclePause aria-hidden="true" />} />
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <SearchInput
            containerClassName="min-w-56 flex-1"
            label="Search projects"
            placeholder="Search projects..."
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select value={status} onValueChange={(value) => setStatus(value as StatusFilter)}>
            <SelectTrigger aria-label="Status" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {PROJECT_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {PROJECT_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                <ListFilter aria-hidden="true" />
                Filter
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Sort by</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={sort} onValueChange={(value) => setSort(value as SortKey)}>
                <DropdownMenuRadioItem value="due">Due date</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="progress">Progress</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="name">Name</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>

        {projects.length === 0 ? (
          <Card>
            <EmptyState icon={<Search aria-hidden="true" />} title="No projects match your search." />
          </Card>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
