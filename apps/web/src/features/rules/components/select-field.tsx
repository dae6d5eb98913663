import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { RuleFormValues } from '../lib/rule-form';

type SelectName = 'ratingMin' | 'ratingMax' | 'isQuestion' | 'spam' | 'hasOrder' | 'reply' | 'channel' | 'priority';

/** One of the editor's single choices: a labelled select bound to the form. */
export function SelectField(props: {
  control: Control<RuleFormValues>;
  name: SelectName;
  id: string;
  label: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={props.id} aria-label={props.label} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {props.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
