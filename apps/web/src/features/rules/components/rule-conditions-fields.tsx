import {
  INTENT_LABELS,
  INTENTS,
  ITEM_KIND_LABELS,
  ITEM_KINDS,
  LANGUAGE_NAMES,
  PLATFORM_LABELS,
  REPLY_LANGUAGES,
  RULE_PLATFORMS,
  SENTIMENT_LABELS,
  SENTIMENTS,
} from '@bizamply/contracts';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { FormSection, RuleFormValues, YesNo } from '../lib/rule-form';
import { ChoiceChips } from './choice-chips';
import { SelectField } from './select-field';

const ANY = 'Any';
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const STARS = ['any', '1', '2', '3', '4', '5'];

interface FieldsProps {
  control: Control<RuleFormValues>;
  register: UseFormRegister<RuleFormValues>;
  errors: Partial<Record<FormSection, string>>;
  products: { id: string; title: string }[];
}

const YES_NO = (yes: string, no: string): { value: YesNo; label: string }[] => [
  { value: 'any', label: ANY },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** The rule's "when": every condition is optional, and at least one is needed. */
export function RuleConditionsFields({ control, register, errors, products }: FieldsProps) {
  const chips = (
    name: 'platforms' | 'kinds' | 'sentiments' | 'intents' | 'languages' | 'productIds',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm leading-none font-medium">{label}</span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ChoiceChips
            label={label}
            options={options}
            value={field.value as string[]}
            onChange={field.onChange}
            anyLabel={ANY}
          />
        )}
      />
    </div>
  );
  const stars = STARS.map((value) => ({ value, label: value === 'any' ? ANY : `${value}★` }));
  return (
    <div className="flex flex-col gap-4">
      {chips('platforms', 'Platforms', labelled(RULE_PLATFORMS, PLATFORM_LABELS))}
      {chips('kinds', 'Kind', labelled(ITEM_KINDS, ITEM_KIND_LABELS))}
      <div className="grid grid-cols-2 gap-3">
        <SelectField control={control} name="ratingMin" id="rule-rating-min" label="Rating from" options={stars} />
        <SelectField control={control} name="ratingMax" id="rule-rating-max" label="Rating to" options={stars} />
      </div>
      {errors.rating ? (
        <p role="alert" className="-mt-2 text-xs font-medium text-error-foreground">
          {errors.rating}
        </p>
      ) : null}
      {chips('sentiments', 'Sentiment', labelled(SENTIMENTS, SENTIMENT_LABELS))}
      {chips('intents', 'What the person wants', labelled(INTENTS, INTENT_LABELS))}
      {chips('languages', 'Language', labelled(REPLY_LANGUAGES, LANGUAGE_NAMES))}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          control={control}
          name="isQuestion"
          id="rule-question"
          label="Is a question"
          options={YES_NO('Questions', 'Not questions')}
        />
        <SelectField control={control} name="spam" id="rule-spam" label="Spam" options={YES_NO('Spam', 'Not spam')} />
        <SelectField
          control={control}
          name="hasOrder"
          id="rule-order"
          label="Customer has an order"
          options={YES_NO('Has an order', 'No order')}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id="rule-contains" label="Contains any of" hint="Words, separated by commas">
          <Input id="rule-contains" maxLength={600} {...register('containsWords')} />
        </FormField>
        <FormField id="rule-excludes" label="Contains none of" hint="Words, separated by commas" error={errors.words}>
          <Input id="rule-excludes" maxLength={600} {...register('excludesWords')} />
        </FormField>
      </div>
      {products.length > 0 ? (
        <>
          {chips(
            'productIds',
            'Product',
            products.map((product) => ({ value: product.id, label: product.title })),
          )}
          {errors.products ? (
            <p role="alert" className="-mt-2 text-xs font-medium text-error-foreground">
              {errors.products}
            </p>
          ) : null}
        </>
      ) : null}
      {errors.conditions ? (
        <p role="alert" className="text-xs font-medium text-error-foreground">
          {errors.conditions}
        </p>
      ) : null}
    </div>
  );
}
