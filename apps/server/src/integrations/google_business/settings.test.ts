import { describe, expect, it } from 'vitest';
import { GOOGLE_BUSINESS_SIMULATOR } from '@bizamply/contracts/platforms/google_business';
import type { SettingsContext } from '../platform.ts';
import { googleBusinessSettings } from './settings.ts';

const context = (simulator: boolean, env: Record<string, string> = {}): SettingsContext => ({
  config: {} as SettingsContext['config'],
  simulator,
  simBase: 'http://localhost:3000/sim',
  env,
});

describe('Google reviews settings (read at start)', () => {
  it('live: Google’s hosts, the operator’s Pub/Sub topic and push token, none when unset', () => {
    const unset = googleBusinessSettings(context(false));
    expect(unset).toMatchObject({
      tokenUrl: 'https://oauth2.googleapis.com/token',
      reviewsBase: 'https://mybusiness.googleapis.com/v4',
      pubsubTopic: null,
      pushToken: null,
    });
    const set = googleBusinessSettings(
      context(false, {
        GOOGLE_BUSINESS_PUBSUB_TOPIC: 'projects/acme-reviews/topics/business-profile',
        GOOGLE_BUSINESS_PUSH_TOKEN: 'a-long-random-push-token-0123456789',
      }),
    );
    expect(set).toMatchObject({
      pubsubTopic: 'projects/acme-reviews/topics/business-profile',
      pushToken: 'a-long-random-push-token-0123456789',
    });
  });

  it('a malformed topic or a short push token stops the start with the variable’s name', () => {
    expect(() => googleBusinessSettings(context(false, { GOOGLE_BUSINESS_PUBSUB_TOPIC: 'business-profile' }))).toThrow(
      'GOOGLE_BUSINESS_PUBSUB_TOPIC must be projects/{project}/topics/{topic}',
    );
    expect(() => googleBusinessSettings(context(false, { GOOGLE_BUSINESS_PUSH_TOKEN: 'short' }))).toThrow(
      'GOOGLE_BUSINESS_PUSH_TOKEN',
    );
  });

  it('simulator: the simulator’s hosts, topic and push token', () => {
    expect(googleBusinessSettings(context(true))).toMatchObject({
      tokenUrl: 'http://localhost:3000/sim/google_business/token',
      pubsubTopic: GOOGLE_BUSINESS_SIMULATOR.pubsubTopic,
      pushToken: GOOGLE_BUSINESS_SIMULATOR.pushToken,
    });
  });
});
