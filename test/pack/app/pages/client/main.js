// The API client alone, rendering into plain DOM: its bundle must hold no custom element.
import { StorefrontClient } from 'shop-elements/client';

const list = document.getElementById('products');
const client = new StorefrontClient({ siteKey: list.dataset.siteKey, baseUrl: list.dataset.baseUrl, language: 'en' });
client.products({ limit: 4 }).then(
  (page) => {
    for (const product of page.items) {
      const item = document.createElement('li');
      item.textContent = product.name;
      item.dataset.productId = String(product.product_id);
      list.append(item);
    }
  },
  (error) => console.error('products failed:', error),
);
