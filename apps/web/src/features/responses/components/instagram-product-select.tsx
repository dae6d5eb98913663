import {
  INBOX_MESSAGES,
  INSTAGRAM_MESSAGES,
  INSTAGRAM_TRUNCATION,
  truncateText,
  type Comment,
} from '@bizamply/contracts';
import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { associateProduct, removeProduct, useInstagramProducts } from '../api/instagram';

const REMOVE = '__remove__';

/** Spec 2 §8: a failure the server answered vs. one that never reached it. */
const failure = (error: unknown, answered: string, thrown: string) =>
  isApiError(error) && error.status > 0 ? answered : thrown;

export interface ProductChange {
  mediaId: string;
  selectedProductId: string | null;
  productSelectedAt: string | null;
}

interface InstagramProductSelectProps {
  comment: Comment;
  brandId: string;
  onChanged: (change: ProductChange) => void;
}

/** The inbox's Instagram dropdown: associate one of the brand's products with the post, or remove it. */
export function InstagramProductSelect({ comment, brandId, onChanged }: InstagramProductSelectProps) {
  const mediaId = comment.MediaID ?? comment.mediaId;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Options load when the dropdown first opens or a product is already chosen (to show its title).
  const products = useInstagramProducts(brandId, Boolean(mediaId) && (open || comment.selectedProductId !== null));

  if (!mediaId) {
    return <p className="text-xs text-warning-foreground">{INBOX_MESSAGES.postIdMissing}</p>;
  }

  const loadError = products.isError
    ? failure(products.error, INSTAGRAM_MESSAGES.loadProductsFailed, INSTAGRAM_MESSAGES.loadProductsError)
    : null;

  const onValueChange = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const data =
        value === REMOVE ? await removeProduct(brandId, mediaId) : await associateProduct(brandId, mediaId, value);
      onChanged({ mediaId, selectedProductId: data.selectedProductId, productSelectedAt: data.productSelectedAt });
    } catch (caught) {
      setError(
        value === REMOVE
          ? INSTAGRAM_MESSAGES.removeFailed
          : failure(caught, INSTAGRAM_MESSAGES.associateFailed, INSTAGRAM_MESSAGES.associateError),
      );
    } finally {
      setBusy(false);
    }
  };

  const options = products.data ?? [];
  const selected = options.find((product) => product.prodId === comment.selectedProductId);
  const message = error ?? loadError;

  return (
    <div className="flex max-w-md flex-col gap-1">
      <Select
        value={comment.selectedProductId ?? ''}
        onValueChange={(value) => void onValueChange(value)}
        open={open}
        onOpenChange={setOpen}
        disabled={busy}
      >
        <SelectTrigger className="h-8 text-xs" aria-label={`Product for Instagram post ${mediaId}`}>
          <SelectValue placeholder={INSTAGRAM_MESSAGES.selectProduct}>
            {selected ? selected.prodTitle : comment.selectedProductId ? comment.selectedProductId : undefined}
          </SelectValue>
        </SelectTrigger>
        {/* Closed, Radix still renders the menu into a detached fragment (a React portal of its own, with its event
            listeners and a second render in the commit): the inbox's rows are committed with only the trigger, and
            the menu mounts when it opens. */}
        {open ? (
          <SelectContent className="max-w-md">
            {products.isPending ? (
              <p className="px-2 py-1.5 text-xs text-muted-foreground">Loading products...</p>
            ) : options.length === 0 && !loadError ? (
              <p className="px-2 py-1.5 text-xs text-muted-foreground">{INSTAGRAM_MESSAGES.noProducts}</p>
            ) : null}
            {options.map((product) => (
              <SelectItem key={product.prodId} value={product.prodId}>
                <span className="flex flex-col">
                  <span>{truncateText(product.prodTitle, INSTAGRAM_TRUNCATION.productTitle)}</span>
                  {product.prodDetails ? (
                    <span className="text-xs text-muted-foreground">
                      {truncateText(product.prodDetails, INSTAGRAM_TRUNCATION.productDetails)}
                    </span>
                  ) : null}
                </span>
              </SelectItem>
            ))}
            {comment.selectedProductId ? (
              <>
                <SelectSeparator />
                <SelectItem value={REMOVE}>{INBOX_MESSAGES.removeProduct}</SelectItem>
              </>
            ) : null}
          </SelectContent>
        ) : null}
      </Select>
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-error/40 bg-error-subtle px-2 py-1 text-xs text-error-foreground"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
