// shop-navigate, cancelled and routed in the app (docs/frameworks/angular.md, "4. Bindings").
import { inject } from '@angular/core';
import { Router } from '@angular/router';
import type { ShopNavigateEvent } from 'shop-elements';

/** A handler for (shop-navigate): routes products, the cart and the checkout in the app. */
export function shopNavigate(): (event: ShopNavigateEvent) => void {
  const router = inject(Router);
  return (event) => {
    const { kind, id } = event.detail;
    const to = kind === 'product' && id !== null ? ['/products', String(id)] : kind === 'cart' ? ['/cart'] : kind === 'checkout' ? ['/checkout'] : null;
    if (to === null) return;
    event.preventDefault(); // no full page load: route in the app
    void router.navigate(to);
  };
}
