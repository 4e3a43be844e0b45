import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { StorefrontError } from '../../api/errors.js';
import type { LineAction, LineItem, LineItems } from '../../api/readers/buyer.js';
import { BuyerElement, amount, buyerChanged, buyerInputs, buyerStrings, safeUrl, statusBadge } from '../../ui/buyer.js';
import { navigate } from '../../ui/navigation.js';
import { errorMessage } from '../../i18n/error-message.js';
import { emptyTemplate } from '../../ui/status.js';
import { strings } from './strings.js';
import { styles } from './shop-order-lines.styles.js';
import { DEFAULT_CURRENCY } from '../../ui/price.js';
import { FieldErrorsController, without } from '../../ui/field-errors.js';

/** Actions that ask for a confirmation first: the requests, and confirming a purchase (which most platforms cannot undo). */
const ASK = /refund|cancel|return|exchange|confirm_purchase/;

/** What the buyer reads once an action went through, by its type (else `done`). */
const DONE: Array<[RegExp, 'doneConfirm' | 'doneRefund' | 'doneReturn' | 'doneCancel' | 'doneExchange']> = [
  [/confirm_purchase/, 'doneConfirm'],
  [/refund/, 'doneRefund'],
  [/return/, 'doneReturn'],
  [/cancel/, 'doneCancel'],
  [/exchange/, 'doneExchange'],
];

interface Draft {
  rating: number;
  text: string;
}

/** A review field's key: the spec's field (`rating`, `content`) and the line, `rating:<line_item_id>`. */
type ReviewKey = `${'rating' | 'content'}:${string}`;

/**
 * The buyer's purchased items (line items) with their status (a pill coloured by its meaning),
 * what the buyer filled in when adding a product (engraving text, gift message…), one button per
 * action whose `enabled` is true (the others are not rendered), and the review form.
 *
 * - `open` calls the open endpoint, then follows `serve.url` (the answer's, else the line's)
 *   unchanged, through a cancelable `shop-navigate` `{ href, kind: 'content', id: content_id }`;
 *   only http(s) URLs (relative ones are same-origin) are followed.
 * - Every other action goes to the actions endpoint with `{ type }`; refund, cancel, return and
 *   exchange requests, and confirming a purchase (which cannot be undone: no refund or return
 *   afterwards), ask for a confirmation first (the action's name / Go back, focus moved and
 *   restored). After an action the items are read again, and the item says in plain words what
 *   happened ("You confirmed the purchase of …"), also to screen readers.
 * - The review form (rating 1–5 and text, to the review endpoint) is offered only while
 *   `review.exists` is false and the line's `review` action, when it lists one, is enabled;
 *   afterwards the item shows "Reviewed". The `review` action is that form, not a button.
 *
 * `line_item_id` is sent unchanged (one URL-encoded path segment), never split. A write refreshes
 * every buyer element of the page (counts of `<shop-my-contents>`, statuses of the orders).
 *
 * Spec: docs/spec/storefront-api.md, "Line item", "Buyer pages", "Rules tying reads to writes" 3. Bodies and
 * answers of the writes are not shown: see README, "Choices made where the spec says 'not shown'".
 *
 * @element shop-order-lines
 * @fires {ShopNavigateEvent} shop-navigate - `{ href: serve.url, kind: 'content', id: content_id }`, cancelable, after a content was opened. Default: go to `href`.
 * @fires {ShopLoginRequiredEvent} shop-login-required - `{ returnTo }`, cancelable: no buyer is logged in (once).
 * @fires {ShopErrorEvent} shop-error - `{ status, message, errors, source }` when a read or a write failed.
 * @csspart lines - The list of items.
 * @csspart line - One item.
 * @csspart title - An item's name.
 * @csspart detail - An item's variant label or option title.
 * @csspart price - An item's amount.
 * @csspart badge - A badge: `status` or `reviewed`.
 * @csspart status - An item's status pill, also `status-<tone>` by its meaning: `status-waiting` (a request under way), `status-active` (paid),
 *   `status-shipped` (delivered), `status-done` (purchase confirmed), `status-closed` (cancelled, refunded), `status-neutral` (any other).
 * @csspart inputs - What the buyer filled in for the item (a `dl`: label, text).
 * @csspart done - What the last action did, next to its item.
 * @csspart button - Every button.
 * @csspart action-button - An action's button (also `open-button` for `open`).
 * @csspart confirm - The confirmation group; `confirm-button` (named as the action) and `cancel-button` ("Go back") inside.
 * @csspart review - The review form's disclosure; `field`, `input`, `field-error` and `review-button` inside.
 * @csspart login-prompt - The log-in prompt; `login-button` inside.
 * @csspart loading - The loading state.
 * @csspart empty - The "nothing bought yet" notice.
 * @csspart error - An error alert (also `forbidden`, `not-found`).
 */
export class ShopOrderLines extends BuyerElement {
  protected static override shopOptions = { showsPrices: true };
  static override styles = styles;

  /** The action waiting for a confirmation. */
  @state() private asking: { id: string; type: string } | null = null;
  /** `line_item_id` with a write in flight. */
  @state() private busy: string | null = null;
  /** Errors of writes, by `line_item_id`. */
  readonly #errors = new FieldErrorsController(this);
  /** Messages next to the review fields. */
  readonly #reviewErrors = new FieldErrorsController<ReviewKey>(this);
  /** Review drafts, by `line_item_id`: nothing typed is lost on error. */
  @state() private drafts: Record<string, Draft> = {};
  /** Text of the polite live region. */
  @state() private notice = '';
  /** What the last action did, shown next to its item: `line_item_id` and text. */
  @state() private done: { id: string; text: string } | null = null;

  readonly #task = this.buyerTask((shop, signal) => shop.client.myOrderLines(signal));

  /** The platform's label (the spec's `actions[].label`), else the type. */
  #label(a: LineAction): string {
    return a.label || a.type;
  }

  #setError(id: string, error: unknown): void {
    this.#errors.setOne(id, typeof error === 'string' ? error : errorMessage(error, this.language));
    if (typeof error !== 'string') this.reportError(error);
  }

  /** The item `id` as rendered. */
  #lineElement(id: string): HTMLElement | undefined {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[data-id]')].find((el) => el.dataset.id === id);
  }

  /** Focuses `selector` inside the item `id` once rendered (after a re-read when `reread`), else its title. */
  async #focus(id: string, selector: string, reread = false): Promise<void> {
    await this.updateComplete;
    if (reread) {
      // The update above started the re-read; wait for it and its render.
      await this.#task.taskComplete.catch(() => {});
      await this.updateComplete;
    }
    const line = this.#lineElement(id);
    (line?.querySelector<HTMLElement>(selector) ?? line?.querySelector<HTMLElement>('h3'))?.focus();
  }

  #act(line: LineItem, a: LineAction): void {
    this.done = null;
    if (a.type === 'open') void this.#open(line);
    else if (ASK.test(a.type)) {
      this.asking = { id: line.line_item_id, type: a.type };
      void this.#focus(line.line_item_id, '[part~="confirm-button"]');
    } else void this.#send(line, a);
  }

  #cancel(line: LineItem, type: string): void {
    this.asking = null;
    void this.#focus(line.line_item_id, `[data-action="${type}"]`);
  }

  /** Runs one write for `line`, unless one is in flight; then every buyer element reads again. */
  async #write(line: LineItem, work: () => Promise<unknown>): Promise<boolean> {
    const shop = this.shop;
    const id = line.line_item_id;
    if (!shop || this.busy) return false;
    this.busy = id;
    this.#errors.clear(id);
    try {
      await work();
      return true;
    } catch (e) {
      if (e instanceof StorefrontError && e.status === 422 && Object.keys(e.errors).every((k) => k !== 'rating' && k !== 'content')) {
        buyerChanged(shop);
      }
      throw e;
    } finally {
      this.busy = null;
    }
  }

  async #send(line: LineItem, a: LineAction): Promise<void> {
    const shop = this.shop!;
    this.done = null;
    try {
      await this.#write(line, () => shop.client.lineAction(line.line_item_id, a.type));
      this.asking = null;
      const key = DONE.find(([re]) => re.test(a.type))?.[1] ?? 'done';
      this.notice = strings(this.language, key, { action: this.#label(a), title: line.title });
      this.done = { id: line.line_item_id, text: this.notice };
      buyerChanged(shop);
      void this.#focus(line.line_item_id, 'h3', true);
    } catch (e) {
      this.asking = null;
      this.#setError(line.line_item_id, e);
    }
  }

  async #open(line: LineItem): Promise<void> {
    const shop = this.shop!;
    let url: string | null | undefined;
    try {
      if (!(await this.#write(line, async () => (url = (await shop.client.openContent(line.line_item_id)).serve?.url ?? line.serve?.url)))) return;
    } catch (e) {
      return this.#setError(line.line_item_id, e);
    }
    buyerChanged(shop);
    if (safeUrl(url)) navigate(this, { href: url, kind: 'content', id: line.content_id });
    else this.#setError(line.line_item_id, strings(this.language, 'badServe'));
  }

  #draft(id: string): Draft {
    return this.drafts[id] ?? { rating: 0, text: '' };
  }

  #edit(id: string, patch: Partial<Draft>): void {
    if (patch.rating) this.#reviewErrors.clear(`rating:${id}`);
    if (patch.text !== undefined) this.#reviewErrors.clear(`content:${id}`);
    this.drafts = { ...this.drafts, [id]: { ...this.#draft(id), ...patch } };
  }

  async #review(e: Event, line: LineItem): Promise<void> {
    e.preventDefault();
    const shop = this.shop!;
    const id = line.line_item_id;
    const lang = this.language;
    const d = this.#draft(id);
    const errors: { rating?: string; content?: string } = {};
    if (!(d.rating >= 1 && d.rating <= 5)) errors.rating = strings(lang, 'needRating');
    if (!d.text.trim()) errors.content = strings(lang, 'needText');
    if (!errors.rating && !errors.content) {
      try {
        if (!(await this.#write(line, () => shop.client.reviewLine(id, { rating: d.rating, content: d.text.trim() })))) return;
        this.drafts = without(this.drafts, id);
        this.#setReviewErrors(id, {});
        this.notice = strings(lang, 'posted');
        buyerChanged(shop);
        return void this.#focus(id, '[part~="reviewed"]', true);
      } catch (error) {
        if (error instanceof StorefrontError && (error.errors.rating || error.errors.content)) {
          errors.rating = error.fieldMessage('rating');
          errors.content = error.fieldMessage('content');
          this.reportError(error);
        } else this.#setError(id, error);
      }
    }
    this.drafts = { ...this.drafts, [id]: this.#draft(id) };
    this.#setReviewErrors(id, errors);
    if (!(await this.#reviewErrors.focusFirst(() => this.#lineElement(id)))) this.#lineElement(id)?.querySelector<HTMLElement>('h3')?.focus();
  }

  /** The review messages of the item `id` (the other items' stay). */
  #setReviewErrors(id: string, errors: { rating?: string; content?: string }): void {
    const all = { ...this.#reviewErrors.all };
    for (const field of ['rating', 'content'] as const) {
      if (errors[field]) all[`${field}:${id}`] = errors[field];
      else delete all[`${field}:${id}`];
    }
    this.#reviewErrors.set(all);
  }

  override render() {
    const lang = this.language;
    return html`<div class="visually-hidden" role="status" aria-live="polite">${this.notice}</div>
      ${this.renderBuyer<LineItems>(this.#task, {
        isEmpty: (v) => !v?.line_items.length,
        empty: () => emptyTemplate(strings(lang, 'empty')),
        complete: (v) =>
          html`<ul part="lines" aria-label=${strings(lang, 'lines')}>
            ${v.line_items.map((l, i) => this.#line(l, i))}
          </ul>`,
      })}`;
  }

  #line(line: LineItem, i: number): TemplateResult {
    const lang = this.language;
    const id = line.line_item_id;
    const error = this.#errors.get(id);
    const asking = this.asking?.id === id ? line.actions.find((a) => a.type === this.asking!.type) : undefined;
    const reviewAction = line.actions.find((a) => a.type === 'review');
    const buttons = line.actions.filter((a) => a.enabled && a.type !== 'review');
    return html`<li class="row" part="line" data-id=${id}>
      <h3 id="t${i}" part="title" tabindex="-1">${line.title}</h3>
      ${line.subtitle ? html`<span class="muted" part="detail">${line.subtitle}</span>` : nothing} ${buyerInputs(line)}
      <span class="meta">
        ${line.order_id ? html`<span>${buyerStrings(lang, 'order', { id: line.order_id })}</span>` : nothing}
        ${line.kind === 'product' ? html`<span>${buyerStrings(lang, 'qty', { n: line.quantity })}</span>` : nothing}
        <span part="price">${amount(line.price, this.shop?.currency ?? DEFAULT_CURRENCY, lang)}</span>
        ${statusBadge(lang, 's', line.status)}
        ${line.review.exists ? html`<span class="badge" part="badge reviewed" tabindex="-1">${strings(lang, 'reviewed')}</span>` : nothing}
      </span>
      ${error ? html`<p class="error" role="alert" part="error">${error}</p>` : nothing}
      ${this.done?.id === id ? html`<p class="done" part="done">${this.done.text}</p>` : nothing}
      ${
        asking
          ? html`<div class="actions confirm" role="group" part="confirm" aria-labelledby="q${i}">
              <span id="q${i}"
                >${strings(lang, asking.type === 'confirm_purchase' ? 'askConfirm' : 'ask', { action: this.#label(asking), title: line.title })}</span
              >
              <button
                type="button"
                class="primary"
                part="button confirm-button"
                aria-disabled=${String(!!this.busy)}
                @click=${() => void this.#send(line, asking)}
              >
                ${this.#label(asking)}
              </button>
              <button type="button" part="button cancel-button" @click=${() => this.#cancel(line, asking.type)}>${strings(lang, 'no')}</button>
            </div>`
          : buttons.length
            ? html`<div class="actions">
                ${buttons.map(
                  (a) =>
                    html`<button
                      type="button"
                      part="button action-button ${a.type === 'open' ? 'open-button' : ''}"
                      data-action=${a.type}
                      class=${a.type === 'open' ? 'primary' : ''}
                      aria-describedby="t${i}"
                      aria-disabled=${String(this.busy === id)}
                      @click=${() => this.#act(line, a)}
                    >
                      ${this.#label(a)}
                    </button>`,
                )}
              </div>`
            : nothing
      }
      ${!line.review.exists && (!reviewAction || reviewAction.enabled) ? this.#reviewForm(line, i) : nothing}
    </li>`;
  }

  #reviewForm(line: LineItem, i: number): TemplateResult {
    const lang = this.language;
    const d = this.#draft(line.line_item_id);
    const ratingError = this.#reviewErrors.get(`rating:${line.line_item_id}`);
    const textError = this.#reviewErrors.get(`content:${line.line_item_id}`);
    return html`<details part="review" ?open=${!!this.drafts[line.line_item_id]}>
      <summary aria-label="${strings(lang, 'writeReview')}: ${line.title}">${strings(lang, 'writeReview')}</summary>
      <form novalidate @submit=${(e: Event) => void this.#review(e, line)}>
        <fieldset
          class="stars"
          role="radiogroup"
          part="field"
          aria-invalid=${ratingError ? 'true' : 'false'}
          aria-describedby=${ratingError ? `re${i}` : nothing}
        >
          <legend>${strings(lang, 'rating')}</legend>
          ${[1, 2, 3, 4, 5].map(
            (n) =>
              html`<label
                ><input
                  type="radio"
                  name="rating"
                  .value=${String(n)}
                  .checked=${d.rating === n}
                  @change=${() => this.#edit(line.line_item_id, { rating: n })}
                /><span aria-hidden="true">${'★'.repeat(n)}</span><span class="visually-hidden">${strings(lang, 'stars', { n })}</span></label
              >`,
          )}
        </fieldset>
        ${ratingError ? html`<span id="re${i}" class="field-error" part="field-error">${ratingError}</span>` : nothing}
        <div class="field" part="field">
          <label for="rt${i}">${strings(lang, 'reviewText')}</label>
          <textarea
            id="rt${i}"
            part="input"
            maxlength="2000"
            .value=${d.text}
            aria-invalid=${textError ? 'true' : 'false'}
            aria-describedby=${textError ? `te${i}` : nothing}
            @input=${(e: Event) => this.#edit(line.line_item_id, { text: (e.target as HTMLTextAreaElement).value })}
          ></textarea>
          ${textError ? html`<span id="te${i}" class="field-error" part="field-error">${textError}</span>` : nothing}
        </div>
        <button type="submit" class="primary" part="button review-button" aria-disabled=${String(this.busy === line.line_item_id)}>
          ${strings(lang, 'post')}
        </button>
      </form>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-lines': ShopOrderLines;
  }
}
