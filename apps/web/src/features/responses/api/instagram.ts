import { instagramProductsResponseSchema, productAssociationResponseSchema } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const brandPath = (brandId: string) => encodeURIComponent(brandId);

/** GET /api/instagram/products/{brandId}: the dropdown's options. */
export async function getInstagramProducts(brandId: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/api/instagram/products/${brandPath(brandId)}`, {
    schema: instagramProductsResponseSchema,
    signal,
  });
  return data;
}

export const getInstagramProductsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: ['instagram-products', brandId] as const,
    queryFn: ({ signal }) => getInstagramProducts(brandId, signal),
    retry: false,
  });

export function useInstagramProducts(brandId: string, enabled: boolean) {
  return useQuery({ ...getInstagramProductsQueryOptions(brandId), enabled });
}

const productPath = (brandId: string, mediaId: string) =>
  `/api/instagram/posts/${brandPath(brandId)}/${encodeURIComponent(mediaId)}/product`;

/** PUT …/product: every comment of the post gets the product. */
export async function associateProduct(brandId: string, mediaId: string, productId: string) {
  const { data } = await apiClient.put(
    productPath(brandId, mediaId),
    { productId },
    { schema: productAssociationResponseSchema },
  );
  return data;
}

/** DELETE …/product (Remove Product). */
export async function removeProduct(brandId: string, mediaId: string) {
  const { data } = await apiClient.delete(productPath(brandId, mediaId), { schema: productAssociationResponseSchema });
  return data;
}
