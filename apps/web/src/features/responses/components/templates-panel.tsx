import { TEMPLATE_MESSAGES, type ReplyTemplate } from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { createTemplate, deleteTemplate, templateListKey, useTemplates } from '../api/templates';
import { loadRequestSchemas } from '../lib/request-schemas';

interface AddTemplateFormProps {
  brandId: string;
  body: string;
  onDone: () => void;
}

/** Add Template: saves the text in the editor as one of the brand's templates. */
export function AddTemplateForm({ brandId, body, onDone }: AddTemplateFormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let schemas;
    try {
      schemas = await loadRequestSchemas();
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    const parsed = schemas.templateInputSchema.safeParse({ name, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEMPLATE_MESSAGES.nameRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createTemplate(brandId, parsed.data);
      await queryClient.invalidateQueries({ queryKey: templateListKey(brandId) });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <Label htmlFor="template-name">Template name</Label>
      <div className="flex gap-2">
        <Input
          id="template-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'template-name-error' : undefined}
        />
        <Button type="submit" size="md" disabled={saving}>
          {saving ? 'Saving...' : 'Save template'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">The text in the editor becomes the template.</p>
      {error ? (
        <p id="template-name-error" role="alert" className="text-xs text-error-foreground">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface ManageTemplatesProps {
  brandId: string;
  onInsert: (template: ReplyTemplate) => void;
}

/** Manage Templates: the brand's saved templates, to insert or delete. */
export function ManageTemplates({ brandId, onInsert }: ManageTemplatesProps) {
  const queryClient = useQueryClient();
  const templates = useTemplates(brandId);
  const [error, setError] = useState<string | null>(null);

  const onDelete = async (id: string) => {
    setError(null);
    try {
      await deleteTemplate(brandId, id);
      await queryClient.invalidateQueries({ queryKey: templateListKey(brandId) });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const list = templates.data?.templates ?? [];
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3" aria-label="Saved templates" role="group">
      {templates.isPending ? <p className="text-xs text-muted-foreground">Loading templates...</p> : null}
      {templates.isError ? <p className="text-xs text-error-foreground">{errorMessage(templates.error)}</p> : null}
      {templates.isSuccess && list.length === 0 ? (
        <p className="text-xs text-muted-foreground">No saved templates yet. Use Add Template to save one.</p>
      ) : null}
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
        {list.map((template) => (
          <li key={template.id} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-muted">
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{template.name}</span>
              <span className="block truncate text-xs text-muted-foreground" title={template.body}>
                {template.body}
              </span>
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => onInsert(template)}>
              Use
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete template ${template.name}`}
              onClick={() => void onDelete(template.id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-xs text-error-foreground">
          {error}
        </p>
      ) : null}
    </div>
  );
}
