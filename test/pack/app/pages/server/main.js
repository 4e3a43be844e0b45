// A mistake the package must stop: the Node-only seller toolkit (it holds the server private key)
// imported into browser code. A browser build must fail and say why.
import { CatalogAdminClient } from 'shop-elements/server';

console.log(typeof CatalogAdminClient);
