import { AUTOMATION_MESSAGES, ruleInputSchema, type Rule } from '@bizamply/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useRuleMutations } from '../api/rules';
import {
  EMPTY_RULE_FORM,
  fromRule,
  sectionOf,
  toRuleInput,
  type FormSection,
  type RuleFormValues,
} from '../lib/rule-form';
import { RuleActionsFields } from './rule-actions-fields';
import { RuleConditionsFields } from './rule-conditions-fields';

interface RuleEditorDialogProps {
  /** The rule to edit, or null for a new one (created off). */
  rule: Rule | null;
  products: { id: string; title: string }[];
  onClose: () => void;
}

type SectionErrors = Partial<Record<FormSection, string>>;

/** Each issue (the schema's or the server's 400 details) under the section of its field; the first per section. */
function sectionErrors(issues: { field: string; message: string }[]): SectionErrors {
  const errors: SectionErrors = {};
  for (const issue of issues) errors[sectionOf(issue.field)] ??= issue.message;
  return errors;
}

/** New rule / Edit rule: when … then …, checked by the contracts' schema here and by the server again. */
export function RuleEditorDialog({ rule, products, onClose }: RuleEditorDialogProps) {
  const { save } = useRuleMutations();
  const [errors, setErrors] = useState<SectionErrors>({});
  const { register, control, handleSubmit, subscribe } = useForm<RuleFormValues>({
    defaultValues: rule ? fromRule(rule) : EMPTY_RULE_FORM,
  });
  // A change answers the messages shown: they come back on the next save if the mistake is still there.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => setErrors((current) => (Object.keys(current).length > 0 ? {} : current)),
      }),
    [subscribe],
  );

  const onSubmit = handleSubmit(async (values) => {
    const input = toRuleInput(values, rule?.enabled ?? false);
    const checked = ruleInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        sectionErrors(checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: rule?.id ?? null, rule: checked.data });
      toast.success(AUTOMATION_MESSAGES.ruleSaved);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.details?.length) setErrors(sectionErrors(error.details));
      else setErrors({ root: isApiError(error) && error.status > 0 ? error.message : AUTOMATION_MESSAGES.saveFailed });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? AUTOMATION_MESSAGES.editRule : AUTOMATION_MESSAGES.newRule}</DialogTitle>
          <DialogDescription>{AUTOMATION_MESSAGES.firstMatchDecides}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            id="rule-form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="flex flex-col gap-5 pb-2"
          >
            {errors.root ? <Alert variant="error">{errors.root}</Alert> : null}
            <FormField id="rule-name" label="Name" error={errors.name}>
              <Input
                id="rule-name"
                maxLength={80}
                placeholder="Thank happy reviewers"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={fieldDescriptionIds('rule-name', { error: errors.name })}
                {...register('name')}
              />
            </FormField>
            <section aria-labelledby="rule-when" className="flex flex-col gap-3">
              <h3 id="rule-when" className="text-sm font-semibold">
                When an item arrives or is edited, and it matches
              </h3>
              <RuleConditionsFields control={control} register={register} errors={errors} products={products} />
            </section>
            <section aria-labelledby="rule-then" className="flex flex-col gap-3 border-t border-border pt-4">
              <h3 id="rule-then" className="text-sm font-semibold">
                Then
              </h3>
              <RuleActionsFields control={control} register={register} error={errors.actions} />
            </section>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="rule-form" loading={save.isPending}>
            {save.isPending ? AUTOMATION_MESSAGES.savingRule : AUTOMATION_MESSAGES.saveRule}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
