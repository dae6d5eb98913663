import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * An in-app link: the address as its href (a new tab, a copied link, a middle click work as for any link) and a
 * plain click navigating in the app, with react-router's own click handling (`useLinkClickHandler`, what its
 * `<Link>` runs). Not react-router's `<Link>`: the router is one module in the entry chunk, and its Link and NavLink
 * bring along what no page here uses (route prefetching, view transitions, masks, framework mode's discovery),
 * ~2 KB gzip in every first download (docs/performance.md, twelfth pass, bundle12). Only in-app addresses: an
 * external address is an `<a href>`.
 */
export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}
