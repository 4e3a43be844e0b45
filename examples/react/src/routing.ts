import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ShopNavigateEvent } from 'shop-elements';

/** The app's route for what a `shop-navigate` leads to, or null to let the element follow its href. */
export function routeFor({ kind, id }: ShopNavigateEvent['detail']): string | null {
  switch (kind) {
    case 'product':
      return id === null ? null : `/products/${encodeURIComponent(id)}`;
    case 'cart':
      return '/cart';
    case 'checkout':
      return '/checkout';
    default:
      return null;
  }
}

/**
 * A `shop-navigate` listener that routes inside the app: it cancels the element's own
 * navigation (a full page load) and lets React Router change the route instead.
 */
export function useShopNavigate(): (event: ShopNavigateEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: ShopNavigateEvent) => {
      const to = routeFor(event.detail);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate],
  );
}
