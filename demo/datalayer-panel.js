// Demo only (not part of the library): the last five GA4 events that analytics="datalayer" pushed,
// shown in the page's <pre id="datalayer-log"> (README, "Analytics"). A file, not an inline script:
// the demo is served with a strict Content-Security-Policy (script-src 'self').
{
  const layer = (window.dataLayer = window.dataLayer || []);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    const length = push(...entries);
    const log = document.getElementById('datalayer-log');
    if (log)
      log.textContent = layer
        .filter((entry) => entry && entry.event)
        .slice(-5)
        .map((entry) => JSON.stringify(entry))
        .join('\n');
    return length;
  };
}
