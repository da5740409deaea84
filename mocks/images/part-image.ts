import type { PartShape } from '@/mocks/data/part-types';
import type { ProductView } from '@/mocks/views/images';

/** Colour pairs (body, accent) per drawing. */
const PALETTE: Readonly<Record<PartShape, readonly [string, string]>> = {
  screen: ['#1f2937', '#38bdf8'],
  battery: ['#15803d', '#bbf7d0'],
  flex: ['#b45309', '#fde68a'],
  camera: ['#111827', '#6366f1'],
  back: ['#64748b', '#e2e8f0'],
  speaker: ['#374151', '#9ca3af'],
  tray: ['#a1a1aa', '#f4f4f5'],
  case: ['#be123c', '#fecdd3'],
  protector: ['#0e7490', '#cffafe'],
  tool: ['#c2410c', '#fed7aa'],
  charger: ['#f8fafc', '#334155'],
  cable: ['#e5e7eb', '#4b5563'],
  bottle: ['#2563eb', '#dbeafe'],
};

const DRAWINGS: Readonly<Record<PartShape, (body: string, accent: string) => string>> = {
  screen: (b, a) =>
    `<rect x="30" y="8" width="40" height="76" rx="7" fill="${b}"/><rect x="33" y="14" width="34" height="64" rx="3" fill="${a}" opacity="0.85"/><rect x="44" y="10" width="12" height="2.5" rx="1" fill="#0f172a"/>`,
  battery: (b, a) =>
    `<rect x="28" y="14" width="44" height="66" rx="4" fill="${b}"/><rect x="42" y="9" width="16" height="6" rx="1" fill="#111827"/><text x="50" y="52" font-size="9" text-anchor="middle" fill="${a}" font-family="sans-serif">Li-ion</text>`,
  flex: (b, a) =>
    `<path d="M20 70 C35 40, 55 80, 78 30" stroke="${b}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="70" y="20" width="16" height="12" rx="2" fill="${a}" stroke="${b}"/><rect x="12" y="66" width="16" height="10" rx="2" fill="${a}" stroke="${b}"/>`,
  camera: (b, a) =>
    `<rect x="26" y="24" width="48" height="48" rx="10" fill="${b}"/><circle cx="50" cy="48" r="16" fill="#0b1020"/><circle cx="50" cy="48" r="9" fill="${a}"/><circle cx="46" cy="44" r="3" fill="#fff" opacity="0.7"/>`,
  back: (b, a) =>
    `<rect x="30" y="8" width="40" height="76" rx="7" fill="${b}"/><rect x="34" y="12" width="16" height="16" rx="4" fill="${a}"/><circle cx="39" cy="17" r="3" fill="#111827"/><circle cx="45" cy="23" r="3" fill="#111827"/>`,
  speaker: (b, a) =>
    `<rect x="24" y="34" width="52" height="26" rx="5" fill="${b}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${32 + i * 7}" cy="47" r="2" fill="${a}"/>`).join('')}`,
  tray: (b, a) =>
    `<rect x="14" y="40" width="72" height="16" rx="8" fill="${b}"/><rect x="30" y="43" width="40" height="10" rx="2" fill="${a}"/><circle cx="80" cy="48" r="2" fill="#52525b"/>`,
  case: (b, a) =>
    `<rect x="28" y="6" width="44" height="80" rx="9" fill="${b}"/><rect x="33" y="11" width="34" height="70" rx="6" fill="${a}" opacity="0.35"/><rect x="34" y="12" width="14" height="14" rx="4" fill="#111827" opacity="0.7"/>`,
  protector: (b, a) =>
    `<rect x="28" y="8" width="44" height="76" rx="8" fill="${a}" stroke="${b}" stroke-width="2" opacity="0.9"/><path d="M34 20 L52 14 M34 34 L66 20" stroke="#fff" stroke-width="3" opacity="0.8"/>`,
  tool: (b, a) =>
    `<rect x="44" y="8" width="12" height="36" rx="5" fill="${b}"/><rect x="46" y="12" width="8" height="4" fill="${a}"/><rect x="48.5" y="44" width="3" height="38" fill="#6b7280"/><path d="M48.5 82 L50 88 L51.5 82 Z" fill="#374151"/>`,
  charger: (b, a) =>
    `<rect x="28" y="30" width="44" height="44" rx="8" fill="${b}" stroke="${a}" stroke-width="2"/><rect x="40" y="18" width="5" height="14" fill="${a}"/><rect x="55" y="18" width="5" height="14" fill="${a}"/><rect x="44" y="60" width="12" height="4" rx="2" fill="${a}"/>`,
  cable: (b, a) =>
    `<path d="M22 22 C22 70, 78 30, 78 78" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round"/><rect x="16" y="10" width="12" height="16" rx="3" fill="${a}"/><rect x="72" y="74" width="12" height="16" rx="3" fill="${a}"/>`,
  bottle: (b, a) =>
    `<rect x="34" y="30" width="32" height="56" rx="6" fill="${b}"/><rect x="44" y="14" width="12" height="18" rx="2" fill="#1e3a8a"/><rect x="38" y="46" width="24" height="20" rx="2" fill="${a}"/>`,
};

const VIEW_TRANSFORM: Readonly<Record<ProductView, string>> = {
  front: '',
  back: 'translate(100 0) scale(-1 1) rotate(-6 50 50)',
  detail: 'translate(-30 -25) scale(1.6)',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PartImage {
  shape: PartShape;
  view: ProductView;
  size: number;
  /** Short caption under the drawing (a model name or sku); language neutral. */
  caption: string;
}

/** A square SVG of the part, so every <img> in the shop shows something real. */
export function partImageSvg({ shape, view, size, caption }: PartImage): string {
  const [body, accent] = PALETTE[shape];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    '<rect width="100" height="100" fill="#f1f5f9"/>',
    `<g transform="${VIEW_TRANSFORM[view]}">${DRAWINGS[shape](body, accent)}</g>`,
    caption ? `<text x="50" y="96" font-size="5.5" text-anchor="middle" fill="#334155" font-family="sans-serif">${escapeXml(caption)}</text>` : '',
    '</svg>',
  ].join('');
}
