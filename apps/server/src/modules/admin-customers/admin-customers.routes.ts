import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CUSTOMER_MESSAGES,
  addCreditsResponseSchema,
  addCreditsSchema,
  adminCustomerMessageResponseSchema,
  adminCustomerResponseSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  customerActivityResponseSchema,
  customerStatusResponseSchema,
  customerTransactionsQuerySchema,
  customerTransactionsResponseSchema,
  fillMessage,
  newCustomerSchema,
  refundResponseSchema,
  updateCustomerSchema,
  type CustomerStatus,
} from '@bizamply/contracts';
import { requireAdmin } from '../../plugins/auth.ts';
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

const security = [{ bearer: [] }];
const tags = ['admin'];
const params = z.object({ id: z.string().max(64) });

const STATUS_ACTIONS: { method: 'POST' | 'DELETE'; url: string; status: CustomerStatus; message: string }[] = [
  {
    method: 'POST',
    url: '/api/admin/customers/:id/activate',
    status: 'active',
    message: ADMIN_CUSTOMER_MESSAGES.activated,
  },
  { method: 'POST', url: '/api/admin/customers/:id/ban', status: 'banned', message: ADMIN_CUSTOMER_MESSAGES.banned },
  {
    method: 'DELETE',
    url: '/api/admin/customers/:id',
    status: 'inactive',
    message: ADMIN_CUSTOMER_MESSAGES.deactivated,
  },
];

/** Spec 3 §7 "Admin customers". Every route checks the administrator role on the server. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<Omit<InvitationDeps, 'log'>> = async (app, options) => {
  const deps: AdminCustomerDeps = options;
  const invitationDeps: InvitationDeps = { ...options, log: app.log };
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Customers with search, status filter and pagination, plus the summary figures',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, data: await listCustomers(deps, request.query) };
    },
  );

  app.post(
    '/api/admin/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Add a customer and e-mail them an invitation to set a password (or sign in with Google)',
        body: newCustomerSchema,
        response: { 201: adminCustomerMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const data = await createCustomer(invitationDeps, { userId: admin.userId, email: admin.email }, request.body);
      reply.code(201);
      return { success: true as const, message: ADMIN_CUSTOMER_MESSAGES.added, data };
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: { tags, security, summary: 'One customer', params, response: { 200: adminCustomerResponseSchema } },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, data: await getCustomer(deps, request.params.id) };
    },
  );

  app.put(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit a customer's names, e-mail and account type",
        params,
        body: updateCustomerSchema,
        response: { 200: adminCustomerMessageResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const data = await updateCustomer(deps, request.params.id, request.body);
      return { success: true as const, message: ADMIN_CUSTOMER_MESSAGES.updated, data };
    },
  );

  for (const action of STATUS_ACTIONS) {
    app.route({
      method: action.method,
      url: action.url,
      schema: {
        tags,
        security,
        summary: `Set the customer's status to ${action.status}`,
        params,
        response: { 200: customerStatusResponseSchema },
      },
      handler: async (request) => {
        requireAdmin(request);
        const data = await changeStatus(deps, request.params.id, action.status);
        return { success: true as const, message: action.message, data };
      },
    });
  }

  app.post(
    '/api/admin/customers/:id/credits',
    {
      schema: {
        tags,
        security,
        summary: "Add credits to the customer's account (once per idempotency key)",
        params,
        body: addCreditsSchema,
        response: { 200: addCreditsResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const idempotencyKey = resolveIdempotencyKey(request, request.body.idempotencyKey);
      const data = await addCredits(deps, { userId: admin.userId, email: admin.email }, request.params.id, {
        amount: request.body.amount,
        description: request.body.description,
        idempotencyKey,
      });
      const message = fillMessage(ADMIN_CUSTOMER_MESSAGES.creditsAdded, { n: request.body.amount });
      return { success: true as const, message, data };
    },
  );

  app.get(
    '/api/admin/customers/:id/transactions',
    {
      schema: {
        tags,
        security,
        summary: "The customer's credit transactions, newest first, with what can be refunded",
        params,
        querystring: customerTransactionsQuerySchema,
        response: { 200: customerTransactionsResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, data: await customerTransactions(deps, request.params.id, request.query) };
    },
  );

  app.post(
    '/api/admin/customers/:id/transactions/:transactionId/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Refund a successful usage transaction (once)',
        params: params.extend({ transactionId: z.string().max(64) }),
        response: { 200: refundResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const actor = { userId: admin.userId, email: admin.email };
      const data = await refundTransaction(deps, actor, request.params.id, request.params.transactionId);
      return {
        success: true as const,
        message: fillMessage(ADMIN_CUSTOMER_MESSAGES.refunded, { n: data.credits }),
        data,
      };
    },
  );

  app.get(
    '/api/admin/customers/:id/activity',
    {
      schema: {
        tags,
        security,
        summary: "The customer's 10 most recent sign-in attempts",
        params,
        response: { 200: customerActivityResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, data: { loginHistory: await customerActivity(deps, request.params.id) } };
    },
  );
};
