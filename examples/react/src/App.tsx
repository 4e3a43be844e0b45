import { Link, Route, Routes } from 'react-router';
import { AuthCallback } from './pages/AuthCallback';
import { Cart } from './pages/Cart';
import { Catalog } from './pages/Catalog';
import { Checkout } from './pages/Checkout';
import { NotFound } from './pages/NotFound';
import { PaymentResult } from './pages/PaymentResult';
import { Product } from './pages/Product';

/**
 * One <shop-storefront> around the whole app: every shop element below gets its API client,
 * buyer session, cart and language from it. The header's cart count and login button stay
 * mounted while the routes change.
 */
export function App() {
  return (
    <shop-storefront site-key={import.meta.env.VITE_SHOP_SITE_KEY} base-url={import.meta.env.VITE_SHOP_BASE_URL} language="en">
      <header className="site">
        <Link to="/" className="brand">
          React shop
        </Link>
        <nav aria-label="Shop">
          <Link to="/">Products</Link>
          <Link to="/cart" className="cart-link">
            Cart <shop-cart-count />
          </Link>
          <shop-login />
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Catalog />} />
          <Route path="/products/:productId" element={<Product />} />
          <Route path="/cart" element={<Cart />} />
          <Route path="/checkout" element={<Checkout />} />
          <Route path="/payment-result" element={<PaymentResult />} />
          {/* The identity provider comes back here; <shop-storefront> completes the login by itself. */}
          <Route path="/auth/callback" element={<AuthCallback />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </shop-storefront>
  );
}
