import { DISCOUNT_TYPES, discountUpdateSchema, type Discount, type DiscountUpdate } from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/endpoints';

/** PUT /api/discounts/{name}: `name` is the discount's current title. */
export async function updateDiscount(input: { name: string; values: DiscountUpdate }): Promise<Discount> {
  return (await api.discounts.update({ params: { name: input.name }, body: input.values })).data;
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.discounts.list.key() }),
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO time to the `datetime-local` input's value, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value back to ISO; '' when unreadable (the shared schema then names the field). */
function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * The Edit Discount form: text inputs as typed, turned into the shared update schema's shape and then
 * checked by that schema, so the form and the server apply the same rules with the same messages.
 */
export const discountFormSchema = z
  .object({
    title: z.string().max(255),
    type: z.enum(DISCOUNT_TYPES),
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is required')
      .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount such as 10 or 4.99'),
    startsAt: z.string().min(1, 'Start date is required'),
    endsAt: z.string(),
    usageLimit: z.string().trim().regex(/^\d*$/, 'Usage limit must be a whole number'),
  })
  .transform((values): DiscountUpdate => ({
    title: values.title,
    type: values.type,
    amount: Number(values.amount),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: values.endsAt ? fromLocalInput(values.endsAt) : null,
    usageLimit: values.usageLimit === '' ? null : Number(values.usageLimit),
  }))
  .pipe(discountUpdateSchema);

export type DiscountFormInput = z.input<typeof discountFormSchema>;

export const discountFormDefaults = (discount: Discount): DiscountFormInput => ({
  title: discount.title,
  type: discount.type,
  amount: String(discount.amount),
  startsAt: toLocalInput(discount.startsAt),
  endsAt: toLocalInput(discount.endsAt),
  usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
});
