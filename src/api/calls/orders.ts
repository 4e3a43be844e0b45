/**
 * `StorefrontClient.createOrder` and `initializePayment` (../client.ts), loaded on first use: the
 * CDN bundle puts them in the checkout's chunk, beside their reader. Never retried. Spec:
 * docs/spec/storefront-api.md, "POST /orders", "POST /payments/initialize".
 */
import type { StorefrontClient } from '../client.js';
import type * as order from '../readers/order.js';
import { lazy } from '../client-helpers.js';

const orderReaders = () => import('../readers/order.js');

/** See `StorefrontClient.createOrder`. */
export function createOrder(client: StorefrontClient, body: order.OrderCreateRequest): Promise<order.OrderCreated> {
  return client.transport.request('POST', '/orders', { reader: lazy(orderReaders, 'orderCreatedReader'), body, auth: 'required' });
}

/** See `StorefrontClient.initializePayment`. */
export function initializePayment(client: StorefrontClient, order_id: number, redirect_url: string): Promise<order.PaymentStart> {
  return client.transport.request('POST', '/payments/initialize', {
    reader: lazy(orderReaders, 'paymentStartReader'),
    body: { order_id, redirect_url, pay_method: 'CARD' },
    auth: 'required',
  });
}
