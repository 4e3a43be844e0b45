/**
 * `@lit/task`'s Task, aborting with its element: removing the element aborts the request in
 * flight (the signal reaches `fetch`), and putting the element back runs the task again. It also
 * keeps its last good value ({@link ShopTask.lastValue}), which a Task forgets when a run fails,
 * so that `renderTask` (./status.ts) keeps it on screen through a failed refresh.
 */
import { Task, TaskStatus, type TaskConfig } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';

export class ShopTask<const A extends readonly unknown[] = readonly unknown[], R = unknown> extends Task<A, R> {
  #abortedByDisconnect = false;
  #last: R | undefined;

  constructor(host: ReactiveControllerHost, config: TaskConfig<A, R>) {
    super(host, {
      ...config,
      onComplete: (value) => {
        if (value !== undefined) this.#last = value;
        config.onComplete?.(value);
      },
    });
  }

  /**
   * The value to show: the current one, else the value of the last run that completed with one
   * (kept through a failed or a pending run); undefined before the first such run.
   */
  get lastValue(): R | undefined {
    return this.value ?? this.#last;
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
