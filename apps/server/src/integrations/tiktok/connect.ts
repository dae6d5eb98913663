import { z } from 'zod';
import { PlatformError } from '../http.ts';
import type { ConnectResult, IntegrationDeps } from '../types.ts';
import { tiktokCall, tiktokToken, ttId } from './client.ts';

const PAGE_SIZE = 50;
const MAX_PAGES = 40;
const assetsSchema = z.object({
  list: z.array(z.object({ asset_id: ttId, asset_name: z.string().max(200), asset_type: z.string().max(40) })),
  page_info: z.object({ page: z.number(), total_page: z.number() }),
});

/**
 * Spec 1 §4 connects TikTok by @handle alone. The account must have authorised our Business Center
 * (TIKTOK_BC_ID); we look the handle up among its TT_ACCOUNT assets (endpoint per §6, **unverified**)
 * and keep the account's business id. Calls then use the Business Center token.
 */
export async function connectTikTokHandle(deps: IntegrationDeps, handle: string): Promise<ConnectResult> {
  const bcId = deps.settings.tiktok.businessCenterId;
  if (!bcId) throw new PlatformError('tiktok', 'not_configured', 'TIKTOK_BC_ID is not configured');
  const wanted = handle.replace(/^@/, '').toLowerCase();
  const token = tiktokToken(deps);
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await tiktokCall(deps, {
      token,
      path: '/bc/asset/get/',
      query: { bc_id: bcId, asset_type: 'TT_ACCOUNT', page: String(page), page_size: String(PAGE_SIZE) },
      data: assetsSchema,
    });
    const found = data.list.find((asset) => asset.asset_name.replace(/^@/, '').toLowerCase() === wanted);
    if (found) {
      return {
        externalId: found.asset_id,
        displayName: `@${found.asset_name.replace(/^@/, '')}`,
        credentials: { accessToken: '', mode: 'business_center' },
        metadata: { handle: `@${wanted}`, username: wanted },
        tokenExpiresAt: null,
      };
    }
    if (page >= data.page_info.total_page) break;
  }
  throw new PlatformError('tiktok', 'not_found', `TikTok account ${handle} is not shared with our Business Center`);
}
