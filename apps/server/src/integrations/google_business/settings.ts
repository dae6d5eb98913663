import { GOOGLE_BUSINESS_SIMULATOR } from '@bizamply/contracts/platforms/google_business';
import { z } from 'zod';
import type { SettingsContext } from '../platform.ts';
import { LIVE_HOSTS } from './client.ts';

/** Where Google Business Profile lives, and our Pub/Sub side of its notifications. */
export interface GoogleBusinessSettings {
  authorizeUrl: string;
  tokenUrl: string;
  accountsBase: string;
  locationsBase: string;
  reviewsBase: string;
  notificationsBase: string;
  /** The Cloud Pub/Sub topic Google publishes NEW_REVIEW to; null: not configured (the polls still import). */
  pubsubTopic: string | null;
  /** The push subscription's `?token=`, when the operator set one (else derived from the instance secret). */
  pushToken: string | null;
}

declare module '../platform.ts' {
  interface PlatformSettings {
    google_business: GoogleBusinessSettings;
  }
}

/** `projects/{project}/topics/{topic}` (Cloud Pub/Sub's resource names: project id 6–30, topic 3–255 characters). */
const topicSchema = z
  .string()
  .trim()
  .regex(/^projects\/[a-z][-a-z0-9]{4,28}[a-z0-9]\/topics\/[A-Za-z][-\w.~+%]{2,254}$/);
const pushTokenSchema = z.string().trim().min(24).max(200);

function variable<T>(env: SettingsContext['env'], name: string, schema: z.ZodType<T>, rule: string): T | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${name} must be ${rule}`);
  return parsed.data;
}

/**
 * Google reviews' settings, read once at start (a malformed variable stops the server there, as config.ts does):
 * live hosts or the simulator's `/sim/google_business`, `GOOGLE_BUSINESS_PUBSUB_TOPIC` and
 * `GOOGLE_BUSINESS_PUSH_TOKEN` (the OAuth client is Google sign-in's, shared with Google Analytics).
 */
export function googleBusinessSettings({ simulator, simBase, env }: SettingsContext): GoogleBusinessSettings {
  const pubsubTopic = variable(env, 'GOOGLE_BUSINESS_PUBSUB_TOPIC', topicSchema, 'projects/{project}/topics/{topic}');
  const pushToken = variable(env, 'GOOGLE_BUSINESS_PUSH_TOKEN', pushTokenSchema, '24 to 200 characters');
  if (simulator) {
    const base = `${simBase}/google_business`;
    return {
      authorizeUrl: `${base}/o/oauth2/v2/auth`,
      tokenUrl: `${base}/token`,
      accountsBase: `${base}/accountmanagement/v1`,
      locationsBase: `${base}/businessinformation/v1`,
      reviewsBase: `${base}/v4`,
      notificationsBase: `${base}/notifications/v1`,
      pubsubTopic: GOOGLE_BUSINESS_SIMULATOR.pubsubTopic,
      pushToken: GOOGLE_BUSINESS_SIMULATOR.pushToken,
    };
  }
  return {
    ...LIVE_HOSTS,
    pubsubTopic,
    pushToken,
  };
}
