import crypto from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { createUserWithBrand } from '../../../test/app.ts';

export type Customer = Awaited<ReturnType<typeof createUserWithBrand>>;

/** Every admin customer route, with a body that passes validation, for the 401/403/404 matrix. */
export function adminRoutes(customerId: string) {
  const base = `/api/admin/customers/${customerId}`;
  const key = () => crypto.randomUUID();
  return [
    { method: 'GET', url: '/api/admin/customers', perCustomer: false },
    {
      method: 'POST',
      url: '/api/admin/customers',
      payload: { Email: `new-${key()}@example.com`, initialCredits: 0 },
      perCustomer: false,
    },
    { method: 'GET', url: base, perCustomer: true },
    {
      method: 'PUT',
      url: base,
      payload: { firstName: 'A', lastName: 'B', Email: `edit-${key()}@example.com`, accountType: 'basic' },
      perCustomer: true,
    },
    { method: 'DELETE', url: base, perCustomer: true },
    { method: 'POST', url: `${base}/activate`, perCustomer: true },
    { method: 'POST', url: `${base}/ban`, perCustomer: true },
    { method: 'POST', url: `${base}/credits`, payload: { amount: 5, idempotencyKey: key() }, perCustomer: true },
    { method: 'GET', url: `${base}/transactions`, perCustomer: true },
    { method: 'POST', url: `${base}/transactions/${crypto.randomUUID()}/refund`, perCustomer: true },
    { method: 'GET', url: `${base}/activity`, perCustomer: true },
  ] as const;
}

export async function createAdmin(t: TestApp) {
  return createUserWithBrand(t, { role: 'admin' });
}
