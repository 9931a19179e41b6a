import sharp from 'sharp';
import type { MediaStore } from '../media/store.server';
import { createRandom, mixSeed, type Random } from './random';
import { IMAGE_KINDS, POOL_HEIGHT_RATIO, POOL_SIZES, POOL_WIDTHS, poolFile, poolKey, type ImageKind } from './image-pool';

/*
 * Draws the demo image pool locally: SVG scenes (skies, houses, towers, plots, rooms) turned into
 * WebP with sharp. Nothing is downloaded.
 */

const W = 840;
const H = Math.round(W * POOL_HEIGHT_RATIO);

const SKIES = [
  ['#8ec5fc', '#e0f0ff'], ['#f6d365', '#fda085'], ['#a1c4fd', '#c2e9fb'], ['#667eea', '#f5c6a5'],
  ['#89f7fe', '#66a6ff'], ['#fbc2eb', '#a6c1ee'], ['#cfd9df', '#e2ebf0'],
];
const WALLS = ['#f4ecdf', '#e8d8c3', '#d9c5b2', '#f2f2f2', '#c9b79c', '#e6e1d6', '#b7a99a', '#f0e2c8', '#dcd3c9'];
const ACCENTS = ['#7a5230', '#5b4636', '#2f4858', '#8d6e63', '#37474f', '#6d4c41', '#455a64'];
const GLASS = ['#5c7d99', '#7fa7c9', '#4a6a85', '#9bbad6'];

function sky(r: Random): string {
  const [top, bottom] = r.pick(SKIES);
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
}

function trees(r: Random, ground: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.int(0, W);
    const h = r.int(40, 110);
    out += `<rect x="${x - 4}" y="${ground - h * 0.4}" width="8" height="${h * 0.4}" fill="#6d4c41"/><circle cx="${x}" cy="${ground - h * 0.55}" r="${h * 0.35}" fill="${r.pick(['#4c8c4a', '#3f7d3a', '#5f9e55', '#2e6b34'])}"/>`;
  }
  return out;
}

function windows(r: Random, x: number, y: number, w: number, h: number, cols: number, rows: number, color: string): string {
  let out = '';
  const cw = w / cols;
  const rh = h / rows;
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      out += `<rect x="${x + c * cw + cw * 0.2}" y="${y + row * rh + rh * 0.2}" width="${cw * 0.6}" height="${rh * 0.55}" fill="${color}" opacity="${r.between(0.75, 1).toFixed(2)}"/>`;
    }
  }
  return out;
}

function house(r: Random): string {
  const ground = H * r.between(0.78, 0.86);
  const width = r.int(380, 560);
  const x = (W - width) / 2 + r.int(-60, 60);
  const storeys = r.int(1, 3);
  const storeyH = r.int(80, 105);
  const top = ground - storeys * storeyH;
  const wall = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const glass = r.pick(GLASS);
  let out = sky(r) + `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${r.pick(['#7cb342', '#8bc34a', '#9e9d24', '#a1887f'])}"/>`;
  out += trees(r, ground, r.int(1, 4));
  out += `<rect x="${x}" y="${top}" width="${width}" height="${ground - top}" fill="${wall}"/>`;
  if (r.chance(0.5)) out += `<polygon points="${x - 20},${top} ${x + width / 2},${top - r.int(50, 90)} ${x + width + 20},${top}" fill="${accent}"/>`;
  else out += `<rect x="${x - 15}" y="${top - 14}" width="${width + 30}" height="16" fill="${accent}"/>`;
  out += windows(r, x + 10, top + 10, width - 20, ground - top - 70, r.int(3, 6), storeys, glass);
  out += `<rect x="${x + width / 2 - 28}" y="${ground - 70}" width="56" height="70" fill="${accent}"/>`;
  if (r.chance(0.6)) out += `<rect x="0" y="${ground - 34}" width="${W}" height="34" fill="${r.pick(WALLS)}" opacity="0.9"/><rect x="${x + width / 2 - 60}" y="${ground - 34}" width="120" height="34" fill="#3e3e3e" opacity="0.8"/>`;
  return out;
}

function apartment(r: Random): string {
  const ground = H * 0.9;
  let out = sky(r) + `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#9e9e9e"/>`;
  const towers = r.int(1, 3);
  for (let t = 0; t < towers; t++) {
    const width = r.int(140, 240);
    const x = (t + 0.5) * (W / towers) - width / 2 + r.int(-30, 30);
    const top = r.int(20, 160);
    out += `<rect x="${x}" y="${top}" width="${width}" height="${ground - top}" fill="${r.pick(WALLS)}"/>`;
    out += windows(r, x + 8, top + 10, width - 16, ground - top - 20, r.int(3, 5), Math.floor((ground - top) / 34), r.pick(GLASS));
  }
  return out + trees(r, ground, r.int(2, 6));
}

function commercial(r: Random): string {
  const ground = H * 0.88;
  let out = sky(r) + `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#757575"/>`;
  const width = r.int(420, 700);
  const x = (W - width) / 2;
  const top = r.int(60, 200);
  out += `<rect x="${x}" y="${top}" width="${width}" height="${ground - top}" fill="${r.pick(GLASS)}"/>`;
  out += windows(r, x, top, width, ground - top - 60, r.int(6, 12), r.int(3, 8), r.pick(['#cfe3f3', '#b3cde0', '#e3f2fd']));
  out += `<rect x="${x}" y="${ground - 60}" width="${width}" height="60" fill="${r.pick(ACCENTS)}"/>`;
  out += `<rect x="${x + 20}" y="${ground - 95}" width="${width - 40}" height="30" fill="${r.pick(['#c62828', '#1565c0', '#2e7d32', '#ef6c00'])}"/>`;
  return out;
}

function plot(r: Random): string {
  const horizon = H * r.between(0.35, 0.5);
  let out = sky(r) + `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${r.pick(['#c8a165', '#b08d57', '#a1887f', '#9ccc65', '#d7b98e'])}"/>`;
  out += trees(r, horizon + 10, r.int(3, 9));
  // Boundary pillars marking the plot.
  const corners = [[120, H - 60], [W - 120, H - 60], [W - 220, horizon + 40], [220, horizon + 40]];
  out += `<polygon points="${corners.map((c) => c.join(',')).join(' ')}" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="12 10"/>`;
  for (const [cx, cy] of corners) out += `<rect x="${cx - 6}" y="${cy - 24}" width="12" height="24" fill="#eeeeee"/>`;
  if (r.chance(0.5)) out += `<rect x="${W - 200}" y="${horizon - 40}" width="140" height="60" fill="#fafafa"/><rect x="${W - 134}" y="${horizon + 20}" width="6" height="40" fill="#616161"/>`;
  return out;
}

function interior(r: Random): string {
  const floorY = H * r.between(0.62, 0.72);
  const wall = r.pick(WALLS);
  let out = `<rect width="${W}" height="${floorY}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${r.pick(['#a1887f', '#d7ccc8', '#bcaaa4', '#eeeeee', '#8d6e63'])}"/>`;
  const wx = r.int(60, 480);
  out += `<rect x="${wx}" y="${floorY * 0.18}" width="${r.int(180, 300)}" height="${floorY * 0.5}" fill="${r.pick(SKIES)[0]}" stroke="#ffffff" stroke-width="10"/>`;
  const sofa = r.pick(ACCENTS.concat(['#8e24aa', '#00897b', '#c0ca33']));
  const sx = r.int(80, 420);
  out += `<rect x="${sx}" y="${floorY - 40}" width="320" height="90" rx="16" fill="${sofa}"/><rect x="${sx}" y="${floorY - 90}" width="320" height="60" rx="16" fill="${sofa}" opacity="0.85"/>`;
  out += `<rect x="${sx + 90}" y="${floorY + 70}" width="160" height="20" rx="6" fill="#5d4037"/>`;
  if (r.chance(0.7)) out += `<rect x="${W - 140}" y="${floorY - 200}" width="6" height="200" fill="#424242"/><circle cx="${W - 137}" cy="${floorY - 210}" r="30" fill="#fff59d"/>`;
  return out;
}

const DRAW: Record<ImageKind, (r: Random) => string> = { house, apartment, commercial, plot, interior };

export function demoImageSvg(kind: ImageKind, index: number): string {
  const random = createRandom(mixSeed(9973, IMAGE_KINDS.indexOf(kind), index));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[kind](random)}</svg>`;
}

/**
 * Writes any pool image missing from the store (of the given kinds, all by default); returns how
 * many files it wrote. A few images are drawn at once: sharp works on its own threads.
 */
export async function ensureDemoImages(store: MediaStore, kinds: readonly ImageKind[] = IMAGE_KINDS): Promise<number> {
  const jobs = kinds.flatMap((kind) => Array.from({ length: POOL_SIZES[kind] }, (_, i) => [kind, i] as const));
  let written = 0;
  const drawOne = async ([kind, i]: readonly [ImageKind, number]) => {
    const key = poolKey(kind, i);
    const missing: number[] = [];
    for (const width of POOL_WIDTHS) if (!(await store.exists(poolFile(key, width)))) missing.push(width);
    if (missing.length === 0) return;
    const svg = Buffer.from(demoImageSvg(kind, i));
    for (const width of missing) {
      const bytes = await sharp(svg).resize({ width }).webp({ quality: 70 }).toBuffer();
      await store.put(poolFile(key, width), bytes, 'image/webp');
      written++;
    }
  };
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await drawOne(job);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
