import { createRouter, createWebHistory, type Router } from 'vue-router';
import type { ShopNavigateEvent } from 'shop-elements';
import AuthCallback from './pages/AuthCallback.vue';
import CartPage from './pages/CartPage.vue';
import CatalogPage from './pages/CatalogPage.vue';
import CheckoutPage from './pages/CheckoutPage.vue';
import NotFound from './pages/NotFound.vue';
import PaymentResult from './pages/PaymentResult.vue';
import ProductPage from './pages/ProductPage.vue';

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: CatalogPage },
    { path: '/products/:productId', component: ProductPage, props: (route) => ({ productId: Number(route.params.productId) }) },
    { path: '/cart', component: CartPage },
    { path: '/checkout', component: CheckoutPage },
    { path: '/payment-result', component: PaymentResult },
    // The identity provider comes back here; <shop-storefront> completes the login by itself.
    { path: '/auth/callback', component: AuthCallback },
    { path: '/:pathMatch(.*)*', component: NotFound },
  ],
});

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
 * navigation (a full page load) and lets Vue Router change the route instead.
 */
export function shopNavigate(to: Router = router): (event: ShopNavigateEvent) => void {
  return (event) => {
    const route = routeFor(event.detail);
    if (route === null) return;
    event.preventDefault();
    void to.push(route);
  };
}
