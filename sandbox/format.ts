/** Small text formatters shared by the seed, the response shapes and the HTML pages. */

const SEOUL_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function seoulParts(ms: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of SEOUL_PARTS.formatToParts(new Date(ms))) parts[p.type] = p.value;
  return parts;
}

/** Epoch ms → `YYYY-MM-DD HH:MM:SS`, local time in Asia/Seoul (the platform's text shape). */
export function formatSeoul(ms: number): string {
  const p = seoulParts(ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Epoch ms of `hour:00` Seoul time, `days` calendar days after the Seoul date of `now`. */
export function seoulAt(now: number, days: number, hour: number): number {
  const p = seoulParts(now + days * 86_400_000);
  // Asia/Seoul has no daylight saving time: UTC+9 all year.
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour - 9, 0, 0);
}

const KRW = new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'KRW' });

/** 12000 → `₩12,000`. */
export function formatKrw(amount: number): string {
  return KRW.format(amount);
}

/** 12000 → `12,000` (for labels written around the number). */
export function formatThousands(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
