/**
 * What the filter elements (`<shop-category-filter>`, `<shop-tag-filter>`, `<shop-search>`,
 * `<shop-sort>`) share to follow the list they drive.
 */
import type { ReactiveControllerHost } from 'lit';
import { watchListTarget } from './list-filters.js';

/**
 * Watches `attributes()` of the list named by the host's `for` (./list-filters.ts,
 * `watchListTarget`: also a list that appears later), from the host's connection to its
 * disconnection, and again when `for` changes: a reactive controller added to `host`. `onChange`
 * runs on each change of one of them, and also at each (re)start of the watch when `initial`.
 */
export function watchListOf(
  host: ReactiveControllerHost & HTMLElement & { for?: string | null },
  attributes: () => string[],
  onChange: () => void,
  initial = false,
): void {
  let unwatch: (() => void) | undefined;
  /** The `for` being watched. */
  let watched: string | null | undefined;
  const watch = () => {
    unwatch?.();
    watched = host.for;
    unwatch = watchListTarget(host, watched, attributes(), onChange);
    if (initial) onChange();
  };
  host.addController({
    hostConnected: watch,
    hostDisconnected: () => {
      unwatch?.();
      unwatch = undefined;
    },
    hostUpdated: () => {
      if (host.isConnected && host.for !== watched) watch();
    },
  });
}
