/** A tiny observable value: `get`, `set`, `subscribe`. */
export class Store<T> {
  #value: T;
  readonly #listeners = new Set<(value: T) => void>();

  constructor(value: T) {
    this.#value = value;
  }

  get value(): T {
    return this.#value;
  }

  set(value: T): void {
    this.#value = value;
    for (const listener of [...this.#listeners]) listener(value);
  }

  update(patch: Partial<T>): void {
    this.set({ ...this.#value, ...patch });
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
