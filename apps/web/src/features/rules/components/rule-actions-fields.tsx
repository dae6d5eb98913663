import { ACTION_LABELS, AUTOMATION_MESSAGES, PRIORITIES, PRIORITY_LABELS } from '@bizamply/contracts';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ReplyChoice, RuleFormValues } from '../lib/rule-form';
import { SelectField } from './select-field';

const CHANNELS = [
  { value: 'platform', label: 'The platform' },
  { value: 'both', label: 'Both (platform and WhatsApp)' },
];
const PRIORITY_OPTIONS = [
  { value: 'none', label: 'Leave as it is' },
  ...PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] })),
];
const REPLIES: { value: ReplyChoice; label: string }[] = [
  { value: 'none', label: 'No reply' },
  { value: 'draft', label: ACTION_LABELS.draft },
  { value: 'send', label: ACTION_LABELS.send },
  { value: 'approval', label: ACTION_LABELS.approval },
];

function CheckboxField(props: {
  control: Control<RuleFormValues>;
  name: 'hide' | 'hold' | 'continueAfter';
  label: string;
  hint: string;
}) {
  const id = `rule-${props.name}`;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={id}>{props.label}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {props.hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}

/** The rule's "then": one reply action at most, and hide, tag, priority and hold. */
export function RuleActionsFields(props: {
  control: Control<RuleFormValues>;
  register: UseFormRegister<RuleFormValues>;
  error: string | undefined;
}) {
  const { control, register } = props;
  const reply = useWatch({ control, name: 'reply' });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          control={control}
          name="reply"
          id="rule-reply"
          label="Reply"
          hint="Charged at the normal price; never for spam or held items"
          options={REPLIES}
        />
        {reply === 'send' || reply === 'approval' ? (
          <SelectField
            control={control}
            name="channel"
            id="rule-channel"
            label="Send via"
            hint="Both: the platform, and WhatsApp where its 24-hour window allows"
            options={CHANNELS}
          />
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id="rule-tags" label={ACTION_LABELS.tag} hint="Tags, separated by commas">
          <Input id="rule-tags" maxLength={200} {...register('tags')} />
        </FormField>
        <SelectField
          control={control}
          name="priority"
          id="rule-priority"
          label={ACTION_LABELS.priority}
          options={PRIORITY_OPTIONS}
        />
      </div>
      <CheckboxField
        control={control}
        name="hide"
        label={ACTION_LABELS.hide}
        hint="Instagram, Facebook and TikTok comments only; a hidden comment is not answered"
      />
      <CheckboxField
        control={control}
        name="hold"
        label={ACTION_LABELS.hold}
        hint={`The item waits in "${AUTOMATION_MESSAGES.needsPerson}"`}
      />
      <CheckboxField
        control={control}
        name="continueAfter"
        label={AUTOMATION_MESSAGES.continueAfter}
        hint={AUTOMATION_MESSAGES.firstMatchDecides}
      />
      {props.error ? (
        <p role="alert" className="text-xs font-medium text-error-foreground">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
