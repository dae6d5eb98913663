import crypto from 'node:crypto';
import {
  GOOGLE_SIMULATOR_CLIENT,
  SIMULATOR_APP_CREDENTIALS,
  SIMULATOR_OPERATOR,
  type SimulatorCredentials,
} from '@bizamply/contracts';
import type { Config } from '../config.ts';
import type { PlatformSettings, ServerPlatform } from './platform.ts';

export interface AppKeys {
  clientId: string;
  clientSecret: string;
}

/**
 * Where every platform lives and which keys we use there. This is the only place that knows about
 * PLATFORM_MODE: in simulator mode the hosts are `${PUBLIC_URL}/sim/<platform>` and missing keys fall
 * back to the simulator's; adapters only ever read these values (same code path live and simulated).
 */
/** Every platform's settings: the ones below, and those platform folders contribute (`ServerPlatform.settings`). */
export type IntegrationSettings = BuiltInSettings & PlatformSettings;

interface BuiltInSettings {
  publicUrl: string;
  timeoutMs: number;
  /**
   * Simulator mode: consent addresses also carry `login_hint` where the real platform has no such parameter
   * (Facebook, TikTok), so the simulated consent page pre-selects the person; live addresses stay as documented.
   */
  simulatedHints: boolean;
  shopify: { keys: AppKeys | null; apiVersion: string; scopes: string; shopBase: (shop: string) => string };
  judgeme: { keys: AppKeys | null; authorizeUrl: string; tokenUrl: string; apiBase: string };
  yotpo: { keys: AppKeys | null; authorizeUrl: string; tokenUrl: string; apiBase: string; developersBase: string };
  instagram: { keys: AppKeys | null; authorizeUrl: string; tokenUrl: string; graphBase: string; version: string };
  meta: {
    keys: AppKeys | null;
    version: string;
    verifyToken: string | null;
    facebookDialogUrl: string;
    facebookGraphBase: string;
    whatsappDialogUrl: string;
    whatsappGraphBase: string;
  };
  tiktok: {
    keys: AppKeys | null;
    /** The account holder's consent page (issued by TikTok's developer portal; configurable). */
    authorizeUrl: string;
    apiBase: string;
    /** Our Business Center token: only connections made before the account holder's consent use it. */
    accessToken: string | null;
  };
  google: {
    serviceAccount: { email: string; privateKey: () => crypto.KeyObject } | null;
    /** The OAuth client the merchant consents to (analytics.readonly): the same one as Google sign-in. */
    oauthKeys: AppKeys | null;
    authorizeUrl: string;
    tokenUrl: string;
    adminBase: string;
    dataBase: string;
  };
}

const keys = (id: string | undefined, secret: string | undefined, fallback: AppKeys | null): AppKeys | null =>
  id && secret ? { clientId: id, clientSecret: secret } : fallback;

/** One throwaway service-account key per process in simulator mode (the simulator reads claims only). */
let simulatorKey: crypto.KeyObject | null = null;
function simulatorPrivateKey(): crypto.KeyObject {
  simulatorKey ??= crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return simulatorKey;
}

export function resolveIntegrationSettings(
  config: Config,
  platforms: readonly Pick<ServerPlatform, 'id' | 'settings'>[] = [],
  env: Readonly<Record<string, string | undefined>> = process.env,
): IntegrationSettings {
  const sim = config.PLATFORM_MODE === 'simulator';
  const simBase = `${config.publicUrl}/sim`;
  const contributed = Object.fromEntries(
    platforms.flatMap((platform) =>
      platform.settings ? [[platform.id, platform.settings({ config, simulator: sim, simBase, env })]] : [],
    ),
    // Typed by each folder's augmentation of PlatformSettings; the registry guarantees one entry per `settings`.
  ) as unknown as PlatformSettings;
  const fallback = (name: keyof typeof SIMULATOR_APP_CREDENTIALS): AppKeys | null =>
    sim ? { ...SIMULATOR_APP_CREDENTIALS[name] } : null;
  const version = config.META_GRAPH_VERSION;
  const pem = config.GOOGLE_SERVICE_ACCOUNT_KEY?.replaceAll('\\n', '\n');
  const serviceAccountEmail =
    config.GOOGLE_SERVICE_ACCOUNT_EMAIL ?? (sim ? SIMULATOR_APP_CREDENTIALS.google.clientId : undefined);

  return {
    ...contributed,
    publicUrl: config.publicUrl,
    timeoutMs: config.PLATFORM_HTTP_TIMEOUT_MS,
    simulatedHints: sim,
    shopify: {
      keys: keys(config.SHOPIFY_CLIENT_ID, config.SHOPIFY_CLIENT_SECRET, fallback('shopify')),
      apiVersion: config.SHOPIFY_API_VERSION,
      scopes: config.SHOPIFY_SCOPES,
      shopBase: (shop) => (sim ? `${simBase}/shopify/${shop}` : `https://${shop}`),
    },
    judgeme: {
      keys: keys(config.JUDGEME_CLIENT_ID, config.JUDGEME_CLIENT_SECRET, fallback('judgeme')),
      authorizeUrl: sim ? `${simBase}/judgeme/oauth/authorize` : 'https://judge.me/oauth/authorize',
      tokenUrl: sim ? `${simBase}/judgeme/oauth/token` : 'https://judge.me/oauth/token',
      apiBase: sim ? `${simBase}/judgeme/api/v1` : config.JUDGEME_API_BASE,
    },
    yotpo: {
      keys: keys(config.YOTPO_CLIENT_ID, config.YOTPO_CLIENT_SECRET, fallback('yotpo')),
      authorizeUrl: sim ? `${simBase}/yotpo/oauth/authorize` : config.YOTPO_AUTHORIZE_URL,
      tokenUrl: sim ? `${simBase}/yotpo/oauth/token` : 'https://api.yotpo.com/oauth/token',
      apiBase: sim ? `${simBase}/yotpo` : 'https://api.yotpo.com',
      developersBase: sim ? `${simBase}/yotpo/developers/v2` : 'https://developers.yotpo.com/v2',
    },
    instagram: {
      keys: keys(config.INSTAGRAM_CLIENT_ID, config.INSTAGRAM_CLIENT_SECRET, fallback('instagram')),
      authorizeUrl: sim ? `${simBase}/instagram/oauth/authorize` : 'https://www.instagram.com/oauth/authorize',
      tokenUrl: sim ? `${simBase}/instagram/oauth/access_token` : 'https://api.instagram.com/oauth/access_token',
      graphBase: sim ? `${simBase}/instagram/graph` : 'https://graph.instagram.com',
      version,
    },
    meta: {
      keys: keys(config.META_APP_ID, config.META_APP_SECRET, fallback('meta')),
      version,
      verifyToken: config.META_VERIFY_TOKEN ?? (sim ? SIMULATOR_OPERATOR.metaVerifyToken : null),
      facebookDialogUrl: sim ? `${simBase}/facebook/dialog/oauth` : `https://www.facebook.com/${version}/dialog/oauth`,
      facebookGraphBase: sim ? `${simBase}/facebook/graph` : 'https://graph.facebook.com',
      whatsappDialogUrl: sim ? `${simBase}/whatsapp/dialog/oauth` : `https://www.facebook.com/${version}/dialog/oauth`,
      whatsappGraphBase: sim ? `${simBase}/whatsapp/graph` : 'https://graph.facebook.com',
    },
    tiktok: {
      keys: keys(config.TIKTOK_APP_ID, config.TIKTOK_APP_SECRET, fallback('tiktok')),
      authorizeUrl: sim ? `${simBase}/tiktok/v2/auth/authorize` : config.TIKTOK_AUTHORIZE_URL,
      apiBase: sim ? `${simBase}/tiktok/open_api/v1.3` : 'https://business-api.tiktok.com/open_api/v1.3',
      accessToken: config.TIKTOK_ACCESS_TOKEN ?? (sim ? SIMULATOR_OPERATOR.tiktokAccessToken : null),
    },
    google: {
      serviceAccount: serviceAccountEmail
        ? {
            email: serviceAccountEmail,
            privateKey: () => (pem ? crypto.createPrivateKey(pem) : simulatorPrivateKey()),
          }
        : null,
      oauthKeys: keys(
        config.GOOGLE_CLIENT_ID,
        config.GOOGLE_CLIENT_SECRET,
        sim ? { ...GOOGLE_SIMULATOR_CLIENT } : null,
      ),
      authorizeUrl: sim ? `${simBase}/ga4/o/oauth2/v2/auth` : 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: sim ? `${simBase}/ga4/token` : 'https://oauth2.googleapis.com/token',
      adminBase: sim ? `${simBase}/ga4/admin/v1beta` : 'https://analyticsadmin.googleapis.com/v1beta',
      dataBase: sim ? `${simBase}/ga4/data/v1beta` : 'https://analyticsdata.googleapis.com/v1beta',
    },
  };
}

/** The credentials the simulator must know to agree with us (signatures, token exchanges). */
export function simulatorCredentials(settings: IntegrationSettings): SimulatorCredentials {
  const pick = (value: AppKeys | null, name: keyof SimulatorCredentials) => value ?? SIMULATOR_APP_CREDENTIALS[name];
  return {
    shopify: pick(settings.shopify.keys, 'shopify'),
    judgeme: pick(settings.judgeme.keys, 'judgeme'),
    yotpo: pick(settings.yotpo.keys, 'yotpo'),
    instagram: pick(settings.instagram.keys, 'instagram'),
    meta: pick(settings.meta.keys, 'meta'),
    tiktok: pick(settings.tiktok.keys, 'tiktok'),
    google: {
      clientId: settings.google.serviceAccount?.email ?? SIMULATOR_APP_CREDENTIALS.google.clientId,
      clientSecret: '',
    },
  };
}
