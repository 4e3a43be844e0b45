/**
 * The messages next to a form's fields, in one reactive controller (as Shoelace's
 * FormControlController keeps a form's validity): set from the element's own checks or from a
 * 400/422 answer's `errors` (field path → messages), one key cleared when the buyer edits its
 * field, and the focus moved to the first field marked invalid. Used by `<shop-checkout>`,
 * `<shop-product-detail>`, `<shop-cart>`, `<shop-order-lines>`, `<shop-post>` and
 * `<shop-content-detail>`; each renders the messages its own way (`aria-invalid`,
 * `aria-describedby` and a message element beside the field).
 *
 * Spec: docs/spec/storefront-api.md, "Errors" (400 and 422 carry `errors`: a field path such as
 * `receiver.phone` or `buyer_inputs.12` → messages).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { StorefrontError } from '../api/errors.js';

/** `record` without `key` (the same object when it has none). */
export function without<T extends object>(record: T, key: PropertyKey): T {
  if (!(key in record)) return record;
  const { [key as keyof T]: _dropped, ...rest } = record;
  return rest as T;
}

/**
 * A 400/422 answer's `errors` by field: for each path that `fieldOf` names a field, the path's
 * first message (else the error's message), the first path of a field winning; the messages of
 * the other paths in `other` (for an alert). Nothing for any other error.
 */
export function fieldErrorsOf<K extends string>(error: unknown, fieldOf: (path: string) => K | null): { fields: Partial<Record<K, string>>; other: string[] } {
  const fields: Partial<Record<K, string>> = {};
  const other: string[] = [];
  if (error instanceof StorefrontError) {
    for (const [path, messages] of Object.entries(error.errors)) {
      const field = fieldOf(path);
      if (field) fields[field] ??= messages[0] ?? error.message;
      else other.push(...messages);
    }
  }
  return { fields, other };
}

export class FieldErrorsController<K extends string = string> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #errors: Partial<Record<K, string>> = {};

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Every message, by key. */
  get all(): Readonly<Partial<Record<K, string>>> {
    return this.#errors;
  }

  /** True when at least one field has a message. */
  get any(): boolean {
    return Object.keys(this.#errors).length > 0;
  }

  /** The message of `key`, if any. */
  get(key: K): string | undefined {
    return this.#errors[key];
  }

  has(key: K): boolean {
    return key in this.#errors;
  }

  /** Replaces every message (`{}` clears them all) and re-renders. */
  set(errors: Partial<Record<K, string>>): void {
    this.#errors = errors;
    this.#host.requestUpdate();
  }

  /** Sets the message of `key`; null (or '') clears it. */
  setOne(key: K, message: string | null | undefined): void {
    if (message) this.set({ ...this.#errors, [key]: message });
    else this.clear(key);
  }

  /** Clears the message of `key` (the buyer edited that field), or every message without a key. */
  clear(key?: K): void {
    if (key === undefined) {
      if (this.any) this.set({});
    } else if (this.has(key)) this.set(without(this.#errors, key));
  }

  /**
   * After the next render, focuses the first element marked `aria-invalid="true"` (for a
   * fieldset, its first enabled input) in the host's shadow root, or in what `within()` gives.
   * Resolves true when something was focused.
   */
  async focusFirst(within?: () => ParentNode | null | undefined): Promise<boolean> {
    await this.#host.updateComplete;
    const root = within ? within() : this.#host.shadowRoot;
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = el?.localName === 'fieldset' ? el.querySelector<HTMLElement>('input:not(:disabled)') : el;
    target?.focus();
    return !!target;
  }
}
