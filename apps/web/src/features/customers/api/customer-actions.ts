import { IDEMPOTENCY_HEADER, type NewCustomerInput, type UpdateCustomerInput } from '@bizamply/contracts';
import { api } from '@/lib/endpoints';

/** PUT /api/admin/customers/{id}: firstName, lastName, Email, accountType. */
export function updateCustomer(id: string, body: UpdateCustomerInput) {
  return api.admin.updateCustomer({ params: { id }, body });
}

/** POST /api/admin/customers: firstName, lastName, Email, initialCredits. */
export function addCustomer(body: NewCustomerInput) {
  return api.admin.addCustomer({ body });
}

/** POST .../credits with the key in the body and the X-Idempotency-Key header (spec 3 §7). */
export function addCredits(id: string, body: { amount: number; description: string; idempotencyKey: string }) {
  return api.admin.addCredits({ params: { id }, body }, { headers: { [IDEMPOTENCY_HEADER]: body.idempotencyKey } });
}

export type StatusAction = 'ban' | 'activate' | 'deactivate';

/** Activate and ban are POSTs; DELETE on the customer deactivates (spec 3 §7). */
export function changeCustomerStatus(id: string, action: StatusAction) {
  return api.admin[action]({ params: { id } });
}
