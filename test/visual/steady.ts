/**
 * A still picture of an element: no animation, no transition, no blinking caret, every image
 * loaded and decoded — in the document and in every shadow root inside the element.
 */

const still = new CSSStyleSheet();
still.replaceSync(`*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`);

/** `root` and every shadow root inside it, through nested shadow roots. */
export function shadowRootsIn(root: Element): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const scope = (tree: ParentNode) => {
    for (const el of tree.querySelectorAll('*')) {
      if (!el.shadowRoot) continue;
      found.push(el.shadowRoot);
      scope(el.shadowRoot);
    }
  };
  if (root.shadowRoot) {
    found.push(root.shadowRoot);
    scope(root.shadowRoot);
  }
  scope(root);
  return found;
}

/** Adds the "still" stylesheet to the document and to each shadow root in `root` (once each). */
function holdStill(root: Element): void {
  for (const tree of [document, ...shadowRootsIn(root)]) {
    if (!tree.adoptedStyleSheets.includes(still)) tree.adoptedStyleSheets = [...tree.adoptedStyleSheets, still];
  }
}

/** Every `<img>` in `root`, its shadow roots included. */
function imagesIn(root: Element): HTMLImageElement[] {
  return [root, ...shadowRootsIn(root)].flatMap((tree) => [...tree.querySelectorAll('img')]);
}

/** Whether a `<video>` or `<audio>` is done loading what it loads first (its controls then stop showing their spinner). */
function mediaSettled(media: HTMLMediaElement): boolean {
  return media.error !== null || media.readyState >= HTMLMediaElement.HAVE_METADATA || media.networkState === HTMLMediaElement.NETWORK_IDLE;
}

/**
 * Makes `root` still and waits until it is ready to be pictured: fonts loaded, each image loaded
 * (lazy ones made eager) and decoded or failed, each video or audio done loading its metadata or
 * failed, two frames drawn.
 */
export async function steady(root: Element): Promise<void> {
  holdStill(root);
  await document.fonts.ready;
  const images = imagesIn(root);
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  const media = [root, ...shadowRootsIn(root)].flatMap((tree) => [...tree.querySelectorAll<HTMLMediaElement>('video, audio')]);
  await Promise.all(
    media.map(
      (m) =>
        new Promise<void>((resolve) => {
          if (mediaSettled(m)) return resolve();
          const check = () => mediaSettled(m) && resolve();
          for (const type of ['error', 'loadedmetadata', 'suspend', 'emptied']) m.addEventListener(type, check);
          m.querySelectorAll('source').forEach((s) => s.addEventListener('error', check));
        }),
    ),
  );
  // Rendered now: a new shadow root (a lazy part) gets the sheet too.
  holdStill(root);
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}
