/**
 * The shop events kept while `<shop-storefront analytics="datalayer">` imports its adapter
 * (../ui/datalayer.ts): while `list` is set, `emit` (./index.ts) also keeps every event in it; the
 * adapter pushes the events kept meanwhile (a list's first page may be shown before the chunk
 * arrives) and unsets it, and so does a failed import. Internal: not part of the package's API.
 */
export const heldEvents: { list?: CustomEvent[] | undefined } = {};
