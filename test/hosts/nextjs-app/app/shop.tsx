'use client';
// The storefront around every page, in a client component (docs/frameworks/nextjs.md, "3. The storefront, in a client component").
import 'shop-elements';
import Link from 'next/link';
import type { ReactNode } from 'react';

export function Shop({ children }: { children: ReactNode }) {
  return (
    <shop-storefront site-key={process.env.NEXT_PUBLIC_SHOP_SITE_KEY} base-url={process.env.NEXT_PUBLIC_SHOP_BASE_URL} language="en">
      <header>
        <Link href="/">Products</Link> <Link href="/collection">Collection</Link> <Link href="/account">Account</Link>{' '}
        <Link href="/cart">
          Cart <shop-cart-count></shop-cart-count>
        </Link>{' '}
        <shop-login></shop-login>
      </header>
      <main>{children}</main>
    </shop-storefront>
  );
}
