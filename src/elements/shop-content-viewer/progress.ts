/**
 * The lessons a buyer watched on this device, per content: kept in `localStorage` under
 * `shop-elements:progress:<site key>@<platform origin>:<user_id>`, one JSON object per buyer,
 * `{ "<content_id>": { "watched": [curriculum_id, …], "last": curriculum_id | null, "at": epoch ms } }`
 * (`last`: the lesson shown last; `at`: when the entry last changed; the 100 newest contents are
 * kept). One key per buyer holds all their contents, so that a list of them (issue 33's
 * `progress="device"` and "Continue" in `<shop-my-contents>`) reads one key. Without storage
 * (blocked, full) the marks live as long as the page. Never sent anywhere: the spec shows no
 * progress endpoint (README, "Choices made where the spec says not shown").
 */

/** One content's progress on this device. */
export interface ContentProgress {
  /** curriculum_id of each lesson watched, in the order they were marked. */
  watched: number[];
  /** curriculum_id of the lesson shown last, or null. */
  last: number | null;
  /** When this entry last changed (epoch ms). */
  at: number;
}

type Progress = Record<string, ContentProgress>;

const KEPT = 100;
/** What could not be written, by key (storage blocked or full). */
const memory = new Map<string, Progress>();

/** The storage key of a buyer's progress on a shop (site key and platform: the token's owner). */
export function progressKey(siteKey: string, platformOrigin: string, userId: number): string {
  return `shop-elements:progress:${siteKey}@${platformOrigin}:${userId}`;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : []);

function readAll(key: string): Progress {
  const kept = memory.get(key);
  if (kept) return kept;
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? '{}');
  } catch {
    raw = {};
  }
  const out: Progress = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [id, entry] of Object.entries(raw as Record<string, Record<string, unknown>>)) {
      if (!entry || typeof entry !== 'object') continue;
      const last = entry.last;
      out[id] = { watched: ids(entry.watched), last: Number.isSafeInteger(last) ? (last as number) : null, at: Number(entry.at) || 0 };
    }
  }
  return out;
}

/** The progress of `contentId` for the buyer of `key` (empty when none). */
export function readProgress(key: string, contentId: number): ContentProgress {
  return readAll(key)[contentId] ?? { watched: [], last: null, at: 0 };
}

/** Writes the progress of `contentId` (the 100 newest contents are kept). */
export function writeProgress(key: string, contentId: number, progress: ContentProgress): void {
  const all: Progress = { ...readAll(key), [contentId]: progress };
  const kept: Progress = Object.fromEntries(
    Object.entries(all)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, KEPT),
  );
  try {
    localStorage.setItem(key, JSON.stringify(kept));
    memory.delete(key);
  } catch {
    memory.set(key, kept);
  }
}
