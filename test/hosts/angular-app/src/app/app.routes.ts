// docs/frameworks/angular.md, "5. Routes".
import type { Routes } from '@angular/router';
import {
  AccountComponent,
  AuthCallbackComponent,
  CartComponent,
  CatalogComponent,
  CheckoutComponent,
  NotFoundComponent,
  PaymentResultComponent,
  ProductComponent,
} from './pages';

export const routes: Routes = [
  { path: '', component: CatalogComponent },
  { path: 'products/:productId', component: ProductComponent },
  { path: 'cart', component: CartComponent },
  { path: 'checkout', component: CheckoutComponent },
  { path: 'payment-result', component: PaymentResultComponent },
  { path: 'account', component: AccountComponent },
  { path: 'auth/callback', component: AuthCallbackComponent },
  { path: '**', component: NotFoundComponent },
];
