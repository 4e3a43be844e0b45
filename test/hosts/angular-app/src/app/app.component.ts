// docs/frameworks/angular.md, "3. Allow the tags": the storefront around the routes, its key and
// address bound with [attr.site-key] and [attr.base-url].
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { environment } from '../environments/environment';

@Component({
  selector: 'app-root',
  standalone: true,
  imports: [RouterOutlet, RouterLink],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <shop-storefront [attr.site-key]="siteKey" [attr.base-url]="baseUrl" language="en">
      <header>
        <a routerLink="/">Products</a> <a routerLink="/account">Account</a>
        <a routerLink="/cart">Cart <shop-cart-count></shop-cart-count></a>
        <shop-login></shop-login>
      </header>
      <main>
        <router-outlet />
      </main>
    </shop-storefront>
  `,
})
export class AppComponent {
  siteKey = environment.shopSiteKey;
  baseUrl = environment.shopBaseUrl;
}
