/**
 * The platform's times. Spec: docs/spec/storefront-api.md, "Content detail" ("Timestamps have the
 * text shape `<YYYY-MM-DD HH:MM:SS>`") and "Rules tying reads to writes" 2 (an option whose end
 * is earlier than now is not sold). The text carries no zone: it is a wall-clock time in the
 * platform's zone, the storefront's `time-zone` (an IANA name, default `Asia/Seoul`; see
 * ../../README.md, "Choices made where the spec says 'not shown'"). Read with `Intl` alone: the
 * zone's offset at a moment comes from `Intl.DateTimeFormat#formatToParts`.
 */

/** The platform's zone when `time-zone` is not set. */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

const partFormats = new Map<string, Intl.DateTimeFormat>();

const knownZones = new Map<string, boolean>();

/**
 * True when `zone` is an IANA time zone name this browser knows (`Asia/Seoul`, `UTC`…). Asked
 * once per name (every schedule read asks it).
 */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/**
 * The offset of `zone` from UTC at `instant` (epoch milliseconds), in minutes east of UTC
 * (`Asia/Seoul`: 540; `America/Los_Angeles` in July: -420). Throws RangeError for an unknown zone.
 */
export function zoneOffset(instant: number, zone: string): number {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const whole = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(new Date(whole))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return Math.round((wall - whole) / 60000);
}

/**
 * The moment at which the clocks of `zone` show the wall time `wall` (given as if it were UTC,
 * epoch milliseconds). A clock time shown twice (clocks set back) reads as its first showing; one
 * skipped (clocks set forward) reads with the offset from before the change (02:30 → 03:30), as
 * Temporal's "compatible" rule does.
 */
function wallToInstant(wall: number, zone: string): number {
  const day = 86_400_000;
  const before = zoneOffset(wall - day, zone);
  const after = zoneOffset(wall + day, zone);
  const shown = [wall - before * 60000, wall - after * 60000].filter((instant) => instant + zoneOffset(instant, zone) * 60000 === wall);
  return shown.length ? Math.min(...shown) : wall - before * 60000;
}

/** `YYYY-MM-DD`, then optionally ` HH:MM[:SS[.fff]]` (or `T…`) and a zone (`Z`, `+09:00`), nothing else. */
const SPEC_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Parses `<YYYY-MM-DD HH:MM:SS>` (the spec's text shape; also a bare date, `T` as separator,
 * fractions of a second) as a wall-clock time in `timeZone` (the platform's, default
 * `Asia/Seoul`), or in the zone the text names (`Z`, `+09:00`: ISO 8601). Null when absent,
 * impossible (`2030-02-31`, `25:61`) or followed by anything else; an unknown `timeZone` reads as
 * the default.
 */
export function parseSpecTime(text: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const m = text ? SPEC_TIME.exec(text.trim()) : null;
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const zone = m[8];
  const days = new Date(Date.UTC(y!, mo!, 0)).getUTCDate();
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > days || h! > 23 || mi! > 59 || s! > 59) return null;
  const wall = Date.UTC(y!, mo! - 1, d!, h, mi, s, ms);
  if (!zone) return new Date(wallToInstant(wall, isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE));
  const offset = zone.toUpperCase() === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  if (Math.abs(offset) > 18 * 60 || Number(zone.slice(-2)) > 59) return null;
  return new Date(wall - offset * 60000);
}

/**
 * The moment as ISO 8601 with the offset `timeZone` has then (`2030-01-05T19:00:00+09:00`), for
 * structured data: a reader in any zone gets the same moment.
 */
export function isoInZone(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const offset = zoneOffset(date.getTime(), zone);
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offset * 60000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
