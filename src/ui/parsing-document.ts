/**
 * The detached document where both sanitizer engines (./sanitize.ts, ./purify.ts) parse seller
 * HTML, so that the page's Content-Security-Policy never sees (nor reports) what they drop.
 */

/** The detached frame's document, once taken; null until then. */
let detached: Document | null = null;

/**
 * The document seller HTML is parsed in: the document of an `about:blank` frame, taken once and
 * then detached from the page. Chromium reports to the page's Content-Security-Policy every
 * inline handler (`script-src-attr`), style attribute (`style-src-attr`) and `<style>`
 * (`style-src-elem`) parsed in any document of the page — inert ones too (`DOMParser`,
 * `<template>`, `createHTMLDocument`, `setHTML`) — although none of them runs. A document whose
 * frame is gone has no policy, runs no script and loads nothing: the parse is silent. Where no
 * such frame can be had, an inert document of the page (the reports come back; nothing runs).
 * `near`: where the frame is attached for that instant (inside the element's shadow root when
 * connected, so the page's own DOM never sees it).
 */
export function parsingDocument(near: Element): Document {
  if (detached) return detached;
  try {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    (near.isConnected ? near : (document.body ?? document.documentElement)).append(frame);
    const doc = frame.contentDocument;
    frame.remove();
    if (doc) return (detached = doc);
  } catch {
    // No frame here: fall through.
  }
  return document.implementation.createHTMLDocument('');
}
