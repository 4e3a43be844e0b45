/**
 * Placeholder images: `GET /__sandbox/images/<name>.svg` draws a colored rectangle with a short
 * label taken from the name (`p101-linen-shirt-sky` → "Linen Shirt Sky" on sky blue).
 */
import { escapeHtml } from './format.js';

const NAME = /^[a-z0-9][a-z0-9-]{0,95}$/;

/** Colors picked when a word of the name is a color; otherwise a hue from the name's hash. */
const NAMED_COLORS: Record<string, string> = {
  white: '#F4F1EA',
  sky: '#8EB8E5',
  sage: '#9CAF88',
  navy: '#1F2A44',
  olive: '#708238',
  yellow: '#F2C94C',
  cream: '#F3E9D2',
  blue: '#3D6FB6',
  terracotta: '#C8553D',
  charcoal: '#36454F',
  mustard: '#E1AD01',
  forest: '#228B22',
  kraft: '#C3A47A',
  black: '#1B1B1B',
  burgundy: '#800020',
  tan: '#D2B48C',
  steel: '#A8A9AD',
  coral: '#FF7F50',
  mint: '#98D7C2',
};

export function isImageName(name: string): boolean {
  return NAME.test(name);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function colorFor(words: string[], name: string): string {
  for (const word of [...words].reverse()) {
    const named = NAMED_COLORS[word];
    if (named) return named;
  }
  return hslToHex(hash(name) % 360, 0.45, 0.55);
}

/** Dark text on light backgrounds, light text on dark ones. */
function textColor(background: string): string {
  const [r, g, b] = hexToRgb(background);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1B1B1B' : '#FFFFFF';
}

export function placeholderSvg(name: string): string {
  const words = name
    .replace(/^[pc]\d+-/, '')
    .split('-')
    .filter(Boolean);
  const label = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || name;
  const wide = name.startsWith('c') || name.startsWith('logo');
  const [w, h] = wide ? [800, 450] : [800, 800];
  const fill = colorFor(words, name);
  const fontSize = Math.max(28, Math.min(64, Math.floor((w * 0.8) / Math.max(label.length, 1) / 0.55)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">`,
    `<rect width="${w}" height="${h}" fill="${fill}"/>`,
    `<text x="${w / 2}" y="${h / 2}" fill="${textColor(fill)}" font-family="system-ui, sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label)}</text>`,
    '</svg>',
  ].join('');
}
