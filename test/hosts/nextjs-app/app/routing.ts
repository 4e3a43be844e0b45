'use client';
// shop-navigate, cancelled and routed in the app (docs/frameworks/nextjs.md, "4. Pages, and routing through shop-navigate").
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { ShopNavigateEvent } from 'shop-elements';

export function useShopNavigate(): (event: ShopNavigateEvent) => void {
  const router = useRouter();
  return useCallback(
    (event: ShopNavigateEvent) => {
      const { kind, id } = event.detail;
      const to = kind === 'product' && id !== null ? `/products/${encodeURIComponent(id)}` : kind === 'cart' ? '/cart' : kind === 'checkout' ? '/checkout' : null;
      if (to === null) return;
      event.preventDefault();
      router.push(to);
    },
    [router],
  );
}
