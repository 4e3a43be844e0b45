// The server-rendering setup with @lit-labs/nextjs (docs/frameworks/nextjs.md): the elements'
// shadow roots (their loading state) are in the server's HTML as declarative shadow DOM.
const withLitSSR = require('@lit-labs/nextjs')({ addDeclarativeShadowDomPolyfill: true });
module.exports = withLitSSR({ reactStrictMode: true });
