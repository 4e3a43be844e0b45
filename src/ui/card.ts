/**
 * Card pieces shared by the product and content lists: the responsive grid, the card with its
 * image, the title link (a real link with an href (checked by ./navigation.ts), else a `shop-navigate` trigger), the
 * rating with its spoken text, the skeleton cards shown while a list loads.
 *
 * The title link covers the whole card (its `::after` spans it), so the card is one click target
 * while the link's accessible name stays the title alone.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { common } from '../i18n/common.js';
import { defineStrings, formatNumber, type Language } from '../i18n/i18n.js';
import { isModifiedClick } from './navigation.js';

export const cardStrings = defineStrings('card');

export interface CardLinkOptions {
  /** The card's URL, or null: then activating the card calls `activate` only. */
  href: string | null;
  title: string;
  /** Called on click or Enter; returns false when the navigation was cancelled. */
  activate: (href: string | null) => boolean;
}

/** The title link of a card. */
export function cardLink({ href, title, activate }: CardLinkOptions): TemplateResult {
  if (href) {
    return html`<a
      class="card-link"
      part="card-link"
      href=${href}
      @click=${(e: MouseEvent) => {
        if (!isModifiedClick(e) && !activate(href)) e.preventDefault();
      }}
      >${title}</a
    >`;
  }
  return html`<a
    class="card-link"
    part="card-link"
    role="link"
    tabindex="0"
    @click=${(e: MouseEvent) => {
      e.preventDefault();
      activate(null);
    }}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      activate(null);
    }}
    >${title}</a
  >`;
}

/** The card image (lazy, `alt` = the item name), or a neutral placeholder. */
export function cardImage(url: string | null, alt: string): TemplateResult {
  return url
    ? html`<img class="card-image" part="image" src=${url} alt=${alt} loading="lazy" decoding="async" />`
    : html`<div class="card-image placeholder" part="image"></div>`;
}

/** A badge (`sold-out`, `sale`, `ended`). */
export function badge(kind: string, text: string): TemplateResult {
  return html`<span class="badge ${kind}" part="badge ${kind}-badge">${text}</span>`;
}

/** Stars and review count, read aloud as "4.5 out of 5, 12 reviews"; nothing without reviews. */
export function ratingTemplate(rating: number, count: number, language: Language): TemplateResult | typeof nothing {
  if (count <= 0) return nothing;
  const value = formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const spoken = cardStrings(language, count === 1 ? 'ratingOne' : 'rating', { rating: value, count: formatNumber(count, language) });
  return html`<p class="rating" part="rating">
    <span aria-hidden="true"><span class="star">★</span> ${value} (${formatNumber(count, language)})</span>
    <span class="visually-hidden">${spoken}</span>
  </p>`;
}

/** Skeleton cards announced as "Loading…". */
export function skeletonGrid(language: Language, count: number): TemplateResult {
  return html`<div role="status" aria-live="polite" part="loading">
    <span class="visually-hidden">${common(language, 'loading')}</span>
    <ul class="grid" aria-hidden="true">
      ${Array.from(
        { length: count },
        () =>
          html`<li class="card">
            <div class="card-image skeleton"></div>
            <div class="skeleton"></div>
            <div class="skeleton short"></div>
          </li>`,
      )}
    </ul>
  </div>`;
}

export const cardStyles = css`
  .grid {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--shop-card-min-width, 200px)), 1fr));
    gap: calc(var(--_space) * 2);
  }
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    padding: var(--_space);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .card-image {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
    background: var(--_border);
  }
  .card-title {
    margin: 0;
    font-size: 1em;
    font-weight: 600;
    line-height: 1.35;
  }
  .card-link {
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .card-link::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--_radius);
  }
  .qv {
    position: relative;
  }
  .card-link:hover {
    text-decoration: underline;
  }
  .card-link:focus-visible {
    outline: none;
  }
  .card-link:focus-visible::after {
    outline: 3px solid var(--_primary);
    outline-offset: 2px;
  }
  .badges {
    position: absolute;
    top: calc(var(--_space) * 1.5);
    left: calc(var(--_space) * 1.5);
    display: flex;
    gap: calc(var(--_space) / 2);
  }
  .badge.sold-out,
  .badge.ended {
    background: var(--_muted);
  }
  .rating {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .star {
    color: var(--shop-color-rating, #8f5700);
  }
  .from {
    color: var(--_muted);
    font-size: 0.875em;
    margin-inline-end: calc(var(--_space) / 2);
  }
  .skeleton.short {
    width: 60%;
  }
`;
