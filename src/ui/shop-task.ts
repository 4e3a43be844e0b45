/**
 * `@lit/task`'s Task, aborting with its element: removing the element aborts the request in
 * flight (the signal reaches `fetch`), and putting the element back runs the task again.
 * (`renderTask` in ./status.ts keeps the last good value on screen through a failed refresh.)
 */
import { Task, TaskStatus, type TaskConfig } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';

export class ShopTask<const A extends readonly unknown[] = readonly unknown[], R = unknown> extends Task<A, R> {
  #abortedByDisconnect = false;

  constructor(host: ReactiveControllerHost, config: TaskConfig<A, R>) {
    super(host, config);
  }

  hostDisconnected(): void {
    if (this.status === TaskStatus.PENDING) {
      this.#abortedByDisconnect = true;
      this.abort(new DOMException('The element was removed.', 'AbortError'));
    }
  }

  hostConnected(): void {
    if (!this.#abortedByDisconnect) return;
    this.#abortedByDisconnect = false;
    void this.run();
  }
}
