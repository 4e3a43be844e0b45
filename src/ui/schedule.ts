/**
 * Schedules for the buyer (the start and end of a live or offline option): the platform's times
 * (read in its zone, the storefront's `time-zone`: ../api/spec-time.ts) shown in the buyer's own
 * zone with the zone named, and in the platform's beside them when the two zones differ then.
 * README, "Time zones"; design: public-api.md ("time-zone").
 */
import { localeOf, type Language } from '../i18n/i18n.js';
import { DEFAULT_TIME_ZONE, isTimeZone, parseSpecTime, zoneOffset } from '../api/spec-time.js';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

/** The buyer's own IANA zone (the browser's). */
export function buyerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function text(start: Date | null, end: Date | null, f: Intl.DateTimeFormat): string | null {
  if (start && end && end.getTime() >= start.getTime()) return f.formatRange(start, end);
  const one = start ?? end;
  return one ? f.format(one) : null;
}

/**
 * A schedule's text: `start` and `end` (the spec's `<YYYY-MM-DD HH:MM:SS>`, wall-clock times in
 * `timeZone`, the platform's) as one time or a range, in the buyer's zone with its name
 * ("Jan 5, 2030, 10:00 AM – 12:00 PM GMT+9"); when the buyer's zone differs from the platform's at
 * those times, the platform's follows in brackets ("Jan 4, 2030, 5:00 – 7:00 PM PST (Jan 5, 2030,
 * 10:00 AM – 12:00 PM GMT+9)"). Null when neither can be read.
 */
export function scheduleText(
  start: string | null,
  end: string | null,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
  buyerZone: string = buyerTimeZone(),
): string | null {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const from = parseSpecTime(start, zone);
  const to = parseSpecTime(end, zone);
  const own = text(from, to, format(language, buyerZone));
  if (!own) return null;
  const moments = [from, to].filter((d): d is Date => d !== null);
  const same = moments.every((d) => zoneOffset(d.getTime(), zone) === zoneOffset(d.getTime(), buyerZone));
  return same ? own : `${own} (${text(from, to, format(language, zone))})`;
}
