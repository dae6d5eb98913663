import {
  addCreditsResponseSchema,
  adminCustomerMessageResponseSchema,
  customerStatusResponseSchema,
  IDEMPOTENCY_HEADER,
  type NewCustomerInput,
  type UpdateCustomerInput,
} from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

const base = (id: string) => `/backend/api/admin/customers/${encodeURIComponent(id)}`;

/** PUT /backend/api/admin/customers/{id}: firstName, lastName, Email, accountType. */
export function updateCustomer(id: string, body: UpdateCustomerInput) {
  return apiClient.put(base(id), body, { schema: adminCustomerMessageResponseSchema });
}

/** POST /backend/api/admin/customers: firstName, lastName, Email, initialCredits. */
export function addCustomer(body: NewCustomerInput) {
  return apiClient.post('/backend/api/admin/customers', body, { schema: adminCustomerMessageResponseSchema });
}

/** POST .../credits with the key in the body and the X-Idempotency-Key header (spec 3 §7). */
export function addCredits(id: string, body: { amount: number; description: string; idempotencyKey: string }) {
  return apiClient.post(`${base(id)}/credits`, body, {
    schema: addCreditsResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: body.idempotencyKey },
  });
}

export type StatusAction = 'ban' | 'activate' | 'deactivate';

/** Activate and ban are POSTs; DELETE on the customer deactivates (spec 3 §7). */
export function changeCustomerStatus(id: string, action: StatusAction) {
  const options = { schema: customerStatusResponseSchema };
  if (action === 'deactivate') return apiClient.delete(base(id), options);
  return apiClient.post(`${base(id)}/${action}`, undefined, options);
}
