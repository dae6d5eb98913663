import type { FastifyInstance } from 'fastify';
import { platformSchema } from '@bizamply/contracts';
import type { SimulatorContext } from './common/context.ts';
import { resolveAlias } from './store/demo.ts';
import { shopProducts } from './shopify/data.ts';
import { judgemeReviews } from './judgeme/data.ts';
import { yotpoReviews } from './yotpo/data.ts';
import { igComments, igMedia, igUsername } from './instagram/data.ts';
import { fbComments, fbPosts } from './facebook/data.ts';
import { tiktokComments, tiktokVideos } from './tiktok/data.ts';

/** How many items a platform holds for an account: tests compare an import against it ("to the end"). */
async function countItems(context: SimulatorContext, platform: string, key: string): Promise<number | null> {
  switch (platform) {
    case 'shopify':
      return (await shopProducts(context, key)).length;
    case 'judgeme':
      return (await judgemeReviews(context, key)).length;
    case 'yotpo':
      return (await yotpoReviews(context, resolveAlias('yotpo', key))).length;
    case 'instagram': {
      const account = resolveAlias('instagram', key);
      let total = 0;
      for (const media of igMedia(account, await igUsername(context, account))) {
        total += (await igComments(context, account, media)).length;
      }
      return total;
    }
    case 'facebook': {
      const page = resolveAlias('facebook', key);
      let total = 0;
      for (const post of fbPosts(page)) total += (await fbComments(context, page, post)).length;
      return total;
    }
    case 'tiktok': {
      const business = resolveAlias('tiktok', key);
      let total = 0;
      for (const video of tiktokVideos(business))
        total += (await tiktokComments(context, business, video.item_id))?.length ?? 0;
      return total;
    }
    default:
      return null;
  }
}

export function statsControl(app: FastifyInstance, context: SimulatorContext): void {
  app.get<{ Params: { platform: string }; Querystring: { account?: string } }>(
    '/stats/:platform',
    async (request, reply) => {
      const platform = platformSchema.safeParse(request.params.platform);
      const account = request.query.account;
      if (!platform.success || !account || account.length > 255)
        return reply.status(400).send({ error: 'platform and account are required' });
      const items = await countItems(context, platform.data, account);
      return items === null
        ? reply.status(404).send({ error: 'no item list for this platform' })
        : { platform: platform.data, account, items };
    },
  );
}
