import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_CUSTOMER_MESSAGES, adminCustomerEndpoints, fillMessage, type CustomerStatus } from '@bizamply/contracts';
import { registerEndpoints, type EndpointCall, type EndpointHandler } from '../../plugins/endpoints.ts';
import { resolveIdempotencyKey } from '../comments/idempotency.ts';
import {
  addCredits,
  changeStatus,
  createCustomer,
  customerActivity,
  customerTransactions,
  getCustomer,
  listCustomers,
  refundTransaction,
  updateCustomer,
  type AdminCustomerDeps,
  type InvitationDeps,
} from './admin-customers.service.ts';

type StatusEndpoint = (typeof adminCustomerEndpoints)['activate' | 'ban' | 'deactivate'];

/** Activate, ban and deactivate (DELETE) differ only in the status they set and the message they answer. */
function statusChange(deps: AdminCustomerDeps, status: CustomerStatus, message: string) {
  return (async ({ params }: EndpointCall<StatusEndpoint>) => ({
    success: true as const,
    message,
    data: await changeStatus(deps, params.id, status),
  })) satisfies EndpointHandler<StatusEndpoint>;
}

/** Spec 3 §7 "Admin customers". Every route checks the administrator role on the server (auth: 'admin'). */
export const adminCustomerRoutes: FastifyPluginAsync<Omit<InvitationDeps, 'log'>> = async (app, options) => {
  const deps: AdminCustomerDeps = options;
  const invitationDeps: InvitationDeps = { ...options, log: app.log };
  registerEndpoints(app, adminCustomerEndpoints, {
    customers: async ({ query }) => ({ success: true as const, data: await listCustomers(deps, query) }),
    addCustomer: async ({ principal, body }) => {
      const data = await createCustomer(invitationDeps, { userId: principal.userId, email: principal.email }, body);
      return { success: true as const, message: ADMIN_CUSTOMER_MESSAGES.added, data };
    },
    customer: async ({ params }) => ({ success: true as const, data: await getCustomer(deps, params.id) }),
    updateCustomer: async ({ params, body }) => {
      const data = await updateCustomer(deps, params.id, body);
      return { success: true as const, message: ADMIN_CUSTOMER_MESSAGES.updated, data };
    },
    activate: statusChange(deps, 'active', ADMIN_CUSTOMER_MESSAGES.activated),
    ban: statusChange(deps, 'banned', ADMIN_CUSTOMER_MESSAGES.banned),
    deactivate: statusChange(deps, 'inactive', ADMIN_CUSTOMER_MESSAGES.deactivated),
    addCredits: async ({ principal, params, body, request }) => {
      const idempotencyKey = resolveIdempotencyKey(request, body.idempotencyKey);
      const data = await addCredits(deps, { userId: principal.userId, email: principal.email }, params.id, {
        amount: body.amount,
        description: body.description,
        idempotencyKey,
      });
      const message = fillMessage(ADMIN_CUSTOMER_MESSAGES.creditsAdded, { n: body.amount });
      return { success: true as const, message, data };
    },
    transactions: async ({ params, query }) => ({
      success: true as const,
      data: await customerTransactions(deps, params.id, query),
    }),
    refund: async ({ principal, params }) => {
      const actor = { userId: principal.userId, email: principal.email };
      const data = await refundTransaction(deps, actor, params.id, params.transactionId);
      return {
        success: true as const,
        message: fillMessage(ADMIN_CUSTOMER_MESSAGES.refunded, { n: data.credits }),
        data,
      };
    },
    activity: async ({ params }) => ({
      success: true as const,
      data: { loginHistory: await customerActivity(deps, params.id) },
    }),
  });
};
