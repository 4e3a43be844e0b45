/**
 * The fonts the visual tests draw with, from Debian: DejaVu Sans for Latin text and Noto Sans CJK
 * for Korean and Japanese. The test page names them (no fallback chosen by the machine), so the
 * pictures are the same wherever these packages are installed.
 */
import { execFileSync } from 'node:child_process';

/** Each font family the test page uses, and the Debian package that provides it. */
export const FONTS = {
  'DejaVu Sans': 'fonts-dejavu-core',
  'Noto Sans CJK KR': 'fonts-noto-cjk',
  'Noto Sans CJK JP': 'fonts-noto-cjk',
} as const;

/** The `font-family` of the test page for each language. */
export const FONT_FAMILY = {
  en: "'DejaVu Sans'",
  ko: "'DejaVu Sans', 'Noto Sans CJK KR'",
  ja: "'DejaVu Sans', 'Noto Sans CJK JP'",
} as const;

/**
 * Throws, saying in one line what to install, when fontconfig (`fc-list`, `fc-match`) does not
 * find one of {@link FONTS} as itself (not a substitute).
 */
export function checkFonts(): void {
  let families: string;
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    throw new Error('visual tests: fc-list was not found; install the fonts: apt-get install -y fontconfig ' + packages(Object.keys(FONTS)));
  }
  const have = new Set(families.split('\n').flatMap((line) => line.split(',').map((f) => f.trim())));
  const missing = Object.keys(FONTS).filter((family) => {
    if (!have.has(family)) return true;
    const matched = execFileSync('fc-match', ['--format=%{family}', family], { encoding: 'utf8' });
    return !matched.split(',').includes(family);
  });
  if (missing.length > 0) {
    throw new Error(`visual tests: the fonts ${missing.join(', ')} are missing; install them: apt-get install -y ${packages(missing)}`);
  }
}

function packages(families: string[]): string {
  return [...new Set(families.map((f) => FONTS[f as keyof typeof FONTS]))].join(' ');
}
