/** The frame of the sandbox's own HTML pages (sign-in, payment, errors). */
import { escapeHtml } from '../format.js';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; line-height: 1.5; }
body { margin: 0; background: #f4f4f6; color: #1b1b1f; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.4rem; margin-top: 0; }
.badge { display: inline-block; font-size: 0.8rem; padding: 0.1rem 0.5rem; border-radius: 999px; background: #fff4cc; color: #5c4400; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input[type=text], input[type=email], select { box-sizing: border-box; width: 100%; padding: 0.6rem; margin-top: 0.25rem; font: inherit; border: 1px solid #6b6b76; border-radius: 6px; }
input[aria-invalid=true] { border-color: #b00020; }
.error { color: #b00020; margin: 0.25rem 0 0; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: center; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 1px solid #3b3b45; background: #fff; color: #1b1b1f; cursor: pointer; }
button.primary { background: #2443c4; border-color: #2443c4; color: #fff; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
a { color: #2443c4; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; align-items: baseline; }
dt { font-weight: 600; }
dd { margin: 0; }
.amount { font-size: 1.6rem; font-weight: 700; }
details { margin-top: 1.5rem; font-size: 0.9rem; }
`;

/** A complete page. `title` is text; `body` is HTML built by the caller with escaped values. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A page telling what went wrong, with no way forward but back. */
export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

/** Headers of the sandbox's pages: no scripts at all. */
export const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
} as const;
