// The client-component setup (docs/frameworks/nextjs.md): no plugin; the server's HTML holds the
// plain tags, which come alive in the browser.
/** @type {import('next').NextConfig} */
export default { reactStrictMode: true };
