import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** GET /api/instagram/products/{brandId}: the dropdown's options. */
export function useInstagramProducts(brandId: string, enabled: boolean) {
  return useQuery({
    ...api.instagram.products.queryOptions({ params: { brandId } }),
    select: (response) => response.data,
    retry: false,
    enabled,
  });
}

/** PUT …/product: every comment of the post gets the product. */
export async function associateProduct(brandId: string, mediaId: string, productId: string) {
  return (await api.instagram.associateProduct({ params: { brandId, mediaId }, body: { productId } })).data;
}

/** DELETE …/product (Remove Product). */
export async function removeProduct(brandId: string, mediaId: string) {
  return (await api.instagram.removeProduct({ params: { brandId, mediaId } })).data;
}
