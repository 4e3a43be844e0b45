// The app's pages (docs/frameworks/angular.md, "4. Bindings" and "5. Routes").
import { Component, CUSTOM_ELEMENTS_SCHEMA, inject } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import type { ShopCartAddEvent } from 'shop-elements';
import { shopNavigate } from './navigate';

@Component({
  selector: 'app-catalog',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Products</h1>
    <p>Hand-made goods from small workshops.</p>
    <shop-search for="products" label="Search products"></shop-search>
    <shop-product-list id="products" [limit]="6" product-href="/products/{product_id}" (shop-navigate)="onNavigate($event)"></shop-product-list>
  `,
})
export class CatalogComponent {
  onNavigate = shopNavigate();
}

@Component({
  selector: 'app-product',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <shop-product-detail
      [attr.product-id]="productId"
      checkout-href="/checkout"
      (shop-navigate)="onNavigate($event)"
      (shop-cart-add)="onAdd($event)"
    ></shop-product-detail>
    @if (added) {
      <p role="status">Added {{ added.quantity }} × product {{ added.product_id }}</p>
    }
  `,
})
export class ProductComponent {
  productId = inject(ActivatedRoute).snapshot.paramMap.get('productId');
  added: ShopCartAddEvent['detail'] | null = null;
  onNavigate = shopNavigate();

  onAdd(event: ShopCartAddEvent) {
    this.added = event.detail;
  }
}

@Component({
  selector: 'app-cart',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Cart</h1>
    <shop-cart checkout-href="/checkout" (shop-navigate)="onNavigate($event)"></shop-cart>
  `,
})
export class CartComponent {
  onNavigate = shopNavigate();
}

@Component({
  selector: 'app-checkout',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Checkout</h1>
    <shop-checkout redirect-url="/payment-result"></shop-checkout>
  `,
})
export class CheckoutComponent {}

@Component({
  selector: 'app-payment-result',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `<shop-payment-result></shop-payment-result>`,
})
export class PaymentResultComponent {}

@Component({
  selector: 'app-account',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Your orders</h1>
    <shop-order-list></shop-order-list>
  `,
})
export class AccountComponent {}

/** Rendered inside the storefront (AppComponent), which completes the login by itself. */
@Component({
  selector: 'app-auth-callback',
  standalone: true,
  template: `<p>Completing sign-in…</p>`,
})
export class AuthCallbackComponent {}

@Component({
  selector: 'app-not-found',
  standalone: true,
  template: `<h1>Not found</h1>`,
})
export class NotFoundComponent {}
