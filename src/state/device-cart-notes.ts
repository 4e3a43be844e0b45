/**
 * The console notes of the guest cart's device copy (./device-cart.ts), for the site owner: loaded
 * only when there is one to give (a page whose storage and platform cookie work never downloads
 * them). English, like the other console texts.
 */
import type { DeviceCartNote } from './device-cart.js';

/** Gives `note` in the console (`info` for the cookie, a warning for the rest). */
export function tell(note: DeviceCartNote): void {
  const where = `localStorage["${note.key}"]`;
  switch (note.kind) {
    case 'cookie':
      console.info(
        `shop-elements: the platform's guest-cart cookie does not come back from ${note.platform} to this page (${note.page}): browsers keep no cookie of ` +
          "another site on its calls, and Safari none at all. The guest cart is kept on this device instead, and goes into the buyer's cart after login. " +
          'An API host on this page\'s own site (a CNAME of the platform, if it offers one) would let the platform keep it too. README: "Browsers".',
      );
      break;
    case 'storage':
      console.warn(
        "shop-elements: the guest cart cannot be kept on this device (localStorage is not available or full): it is kept on this page only, and where the platform's cookie works, on the platform.",
        note.error,
      );
      break;
    case 'unreadable':
      console.warn(`shop-elements: ${where} holds something that is not a guest cart: it is ignored (and replaced at the next change).`);
      break;
    case 'lines':
      console.warn(`shop-elements: ${where} holds cart lines that cannot be read: they are left out.`);
      break;
  }
}
