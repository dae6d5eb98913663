import type { endpoints } from '@bizamply/contracts';
import { createGroupClient } from '@/lib/endpoint-client';
import { authRoutes } from '@/lib/generated/endpoints/auth';

/**
 * The access calls (spec 1 §7), built from the `auth` group's rows only: the session check at start-up uses it,
 * so the first download holds these dozen routes, not every group's (`@/lib/endpoints`), and no schema.
 */
export const authApi = createGroupClient<typeof endpoints.auth>('auth', authRoutes);
