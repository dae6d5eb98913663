import { DISCOUNT_MESSAGES, INBOX_MESSAGES, REPLY_MAX_LENGTH, type Comment, type PriceList } from '@bizamply/contracts';
import { Percent, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { createReplyDiscount, withdrawReplyDiscount } from '../api/discounts';
import { generateResponse, saveDraft } from '../api/replies';
import { CANNED_TEMPLATES } from '../lib/canned-templates';
import { creditsLabel, unitPrice } from '../lib/costs';
import { loadRequestSchemas } from '../lib/request-schemas';
import { AddTemplateForm, ManageTemplates } from './templates-panel';

export type EditorMode = 'edit' | 'preview';

interface ResponseEditorProps {
  comment: Comment;
  brandId: string;
  prices: PriceList;
  initialMode: EditorMode;
  onClose: () => void;
  /** The server's copy after a charged generation or a save. */
  onUpdated: (comment: Comment) => void;
}

const append = (text: string, line: string) => (text.trim() ? `${text.trimEnd()}\n\n${line}` : line);

/** Spec 2 "Edit Response modal", with real generation, saving, templates and discount codes. */
export function ResponseEditor({ comment, brandId, prices, initialMode, onClose, onUpdated }: ResponseEditorProps) {
  const [text, setText] = useState(comment.updatedContent ?? '');
  const [mode, setMode] = useState<EditorMode>(initialMode);
  const [busy, setBusy] = useState<'generate' | 'save' | 'discount' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [panel, setPanel] = useState<'add' | 'manage' | null>(null);
  /** The reply's one discount code (issue 19 item 3): the one it held when opened, or the one Add Discount made. */
  const [code, setCode] = useState<string | null>(comment.discount_code);
  const tooLong = text.length > REPLY_MAX_LENGTH;

  /** A code the saved reply does not carry is withdrawn from Shopify and the Discount Manager. */
  const settleCode = (savedText: string) => {
    if (!code || savedText.includes(code)) return;
    withdrawReplyDiscount(comment.id).catch((caught: unknown) =>
      toast.error(errorMessage(caught, DISCOUNT_MESSAGES.withdrawFailed)),
    );
  };
  const close = () => {
    settleCode(comment.updatedContent ?? '');
    onClose();
  };

  const run = async (kind: 'generate' | 'save' | 'discount', action: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(kind === 'save' ? fallback : errorMessage(caught, fallback));
    } finally {
      setBusy(null);
    }
  };

  const onGenerate = () =>
    run(
      'generate',
      async () => {
        const data = await generateResponse(comment.id);
        setText(data.response);
        onUpdated(data.comment);
      },
      INBOX_MESSAGES.generateFailed,
    );

  // Opening the composer is the schemas' first use: loaded now, so Save almost always finds them there.
  useEffect(() => {
    loadRequestSchemas().catch(() => undefined);
  }, []);

  const onSave = async () => {
    let schemas;
    try {
      schemas = await loadRequestSchemas();
    } catch {
      setError(INBOX_MESSAGES.saveDraftFailed);
      return;
    }
    const parsed = schemas.draftRequestSchema.safeParse({ draftContent: text, status: 'draft' });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? INBOX_MESSAGES.draftRequired);
      setMode('edit');
      return;
    }
    setFieldError(null);
    void run(
      'save',
      async () => {
        onUpdated(await saveDraft(comment.id, parsed.data.draftContent));
        settleCode(parsed.data.draftContent);
        onClose();
      },
      INBOX_MESSAGES.saveDraftFailed,
    );
  };

  const onAddDiscount = () =>
    run(
      'discount',
      async () => {
        // One code per reply: the server hands back the code this reply already holds; its line goes in once.
        const data = await createReplyDiscount({ commentId: comment.id });
        setCode(data.code);
        setText((current) => (current.includes(data.code) ? current : append(current, data.line)));
      },
      DISCOUNT_MESSAGES.createFailed,
    );

  const product = comment.product_title ?? 'No product';
  const name = comment.customerName ?? comment.reviewer_display_name ?? 'Anonymous';
  const disabled = busy !== null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Response</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{product}</span> · {name}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          <blockquote className="rounded-md border-l-4 border-border bg-muted px-3 py-2 text-sm whitespace-pre-line">
            {comment.content}
          </blockquote>
          <div className="flex items-center justify-between gap-2">
            <div role="group" aria-label="Editor mode" className="inline-flex rounded-md bg-muted p-1">
              {(['edit', 'preview'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => setMode(value)}
                  className={cn(
                    'h-7 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                    mode === value ? 'bg-surface shadow-card' : 'text-muted-foreground',
                  )}
                >
                  {value === 'edit' ? INBOX_MESSAGES.edit : INBOX_MESSAGES.preview}
                </button>
              ))}
            </div>
            <Button variant="outline" size="sm" onClick={() => void onGenerate()} disabled={disabled}>
              {busy === 'generate' ? <Spinner className="size-3.5" /> : <Sparkles aria-hidden="true" />}
              {INBOX_MESSAGES.generate} · {creditsLabel(unitPrice('generate', prices))}
            </Button>
          </div>
          {mode === 'edit' ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="response-text">Response</Label>
              <textarea
                id="response-text"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={INBOX_MESSAGES.editorPlaceholder}
                rows={8}
                aria-invalid={fieldError || tooLong ? true : undefined}
                aria-describedby={`response-text-count${fieldError || tooLong ? ' response-text-error' : ''}`}
                className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-card focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-error"
              />
              {/* Nothing is cut silently (issue 19 item 12): the count shows, and a longer reply is refused. */}
              <p
                id="response-text-count"
                className={cn('self-end text-xs tabular', tooLong ? 'text-error-foreground' : 'text-muted-foreground')}
              >
                {formatNumber(text.length)} / {formatNumber(REPLY_MAX_LENGTH)} characters
              </p>
              {fieldError || tooLong ? (
                <p id="response-text-error" role="alert" className="text-xs text-error-foreground">
                  {fieldError ?? INBOX_MESSAGES.replyTooLong}
                </p>
              ) : null}
            </div>
          ) : (
            <div
              aria-label="Preview"
              role="region"
              className="min-h-40 rounded-md border border-border bg-surface px-3 py-2 text-sm whitespace-pre-wrap"
            >
              {text || <span className="text-muted-foreground">{INBOX_MESSAGES.editorPlaceholder}</span>}
            </div>
          )}
          <div className="flex flex-wrap gap-2" role="group" aria-label="Templates">
            {CANNED_TEMPLATES.map((template) => (
              <Button
                key={template.name}
                variant="secondary"
                size="sm"
                onClick={() => setText(template.text(comment))}
                disabled={disabled}
              >
                {template.name}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setPanel(panel === 'add' ? null : 'add')}>
              {INBOX_MESSAGES.addTemplate}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPanel(panel === 'manage' ? null : 'manage')}>
              {INBOX_MESSAGES.manageTemplates}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void onAddDiscount()} disabled={disabled}>
              {busy === 'discount' ? <Spinner className="size-3.5" /> : <Percent aria-hidden="true" />}
              {INBOX_MESSAGES.addDiscount}
            </Button>
          </div>
          {panel === 'add' ? <AddTemplateForm brandId={brandId} body={text} onDone={() => setPanel('manage')} /> : null}
          {panel === 'manage' ? (
            <ManageTemplates
              brandId={brandId}
              onInsert={(template) => {
                setText(template.body);
                setPanel(null);
              }}
            />
          ) : null}
          {error ? <Alert variant="error">{error}</Alert> : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy === 'save'}>
            {INBOX_MESSAGES.cancel}
          </Button>
          <Button onClick={() => void onSave()} disabled={disabled}>
            {busy === 'save' ? 'Saving...' : INBOX_MESSAGES.saveChanges}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
