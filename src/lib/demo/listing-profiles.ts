/**
 * How each property type looks in the demo set: how common it is, how it is sized, what a square
 * foot costs next to a house, and whether it is usually sold or let.
 */
import type { CategoryId } from '../listings/catalogue';
import type { SizeUnitId } from '../money/units';
import type { Random } from './random';

export interface Size {
  value: number;
  unit: SizeUnitId;
}

export interface TypeProfile {
  category: CategoryId;
  /** Relative share among listings. */
  weight: number;
  /** Share of listings for rent. */
  rentShare: number;
  /** Price of a square foot next to a house in the same area. */
  priceFactor: number;
  size(random: Random, usesYards: boolean): Size;
  /** [beds, baths] for a size in square feet; null for plots. */
  rooms?(random: Random, sqft: number): [number, number];
  images: [number, number];
}

/**
 * What a home is, for what it can have: a house stands on its own land (floors, lawn, porch); a portion
 * or basement is part of one; an apartment is in a building (lift, no lawn); a room is one room.
 */
export type Dwelling = 'house' | 'portion' | 'apartment' | 'room';

const DWELLINGS: Record<string, Dwelling> = {
  house: 'house', 'farm-house': 'house', 'guest-house': 'house',
  'lower-portion': 'portion', 'upper-portion': 'portion', basement: 'portion',
  flat: 'apartment', 'pent-house': 'apartment', 'hotel-suites': 'apartment', annexe: 'apartment',
  room: 'room', hostel: 'room',
};

export const dwellingOf = (type: string): Dwelling => DWELLINGS[type] ?? 'house';

const HOUSE_MARLA = [3, 5, 5, 5, 7, 8, 10, 10, 10, 12, 14, 16, 20, 20, 40];
const HOUSE_YARDS = [120, 120, 160, 200, 240, 240, 300, 400, 500, 500, 600, 1000];

const plotSize = (random: Random, usesYards: boolean): Size =>
  usesYards
    ? { value: random.pick(HOUSE_YARDS), unit: 'sqyd' }
    : random.chance(0.2)
      ? { value: random.pick([1, 1, 2]), unit: 'kanal' }
      : { value: random.pick(HOUSE_MARLA.filter((m) => m < 20)), unit: 'marla' };

const sqft = (min: number, max: number, step = 25) => (random: Random): Size => ({
  value: Math.round(random.int(min, max) / step) * step,
  unit: 'sqft',
});

const kanal = (values: number[]) => (random: Random): Size => ({ value: random.pick(values), unit: 'kanal' });

function houseRooms(random: Random, area: number): [number, number] {
  const beds = Math.max(2, Math.min(10, Math.round(1.2 + area / 900 + random.between(-0.6, 0.9))));
  return [beds, Math.min(10, beds + random.int(0, 1))];
}

function flatRooms(random: Random, area: number): [number, number] {
  if (area < 550 && random.chance(0.5)) return [-1, 1];
  const beds = Math.max(1, Math.min(5, Math.round(area / 550 + random.between(-0.4, 0.4))));
  return [beds, Math.max(1, beds + random.int(-1, 1))];
}

const fixedRooms = (beds: [number, number], baths: [number, number]) => (random: Random): [number, number] => [
  random.int(beds[0], beds[1]),
  random.int(baths[0], baths[1]),
];

export const TYPE_PROFILES: Readonly<Record<string, TypeProfile>> = {
  house: { category: 'residential', weight: 30, rentShare: 0.3, priceFactor: 1, size: (r) => (r.chance(0.15) ? { value: r.pick(HOUSE_YARDS), unit: 'sqyd' } : plotSize(r, false)), rooms: houseRooms, images: [4, 7] },
  flat: { category: 'residential', weight: 14, rentShare: 0.5, priceFactor: 1.15, size: sqft(450, 3200), rooms: flatRooms, images: [3, 6] },
  'lower-portion': { category: 'residential', weight: 5, rentShare: 0.85, priceFactor: 0.6, size: (r, y) => plotSize(r, y), rooms: (r, a) => houseRooms(r, a * 0.6), images: [3, 5] },
  'upper-portion': { category: 'residential', weight: 5, rentShare: 0.85, priceFactor: 0.55, size: (r, y) => plotSize(r, y), rooms: (r, a) => houseRooms(r, a * 0.55), images: [3, 5] },
  room: { category: 'residential', weight: 2, rentShare: 0.95, priceFactor: 1.1, size: sqft(120, 300, 10), rooms: fixedRooms([1, 1], [1, 1]), images: [3, 4] },
  'farm-house': { category: 'residential', weight: 1.2, rentShare: 0.25, priceFactor: 0.3, size: kanal([2, 4, 4, 8, 10, 16, 20]), rooms: fixedRooms([4, 7], [4, 8]), images: [5, 8] },
  'guest-house': { category: 'residential', weight: 0.8, rentShare: 0.5, priceFactor: 1.1, size: (r) => ({ value: r.pick([10, 12, 20]), unit: 'marla' }), rooms: fixedRooms([6, 10], [6, 10]), images: [4, 6] },
  'pent-house': { category: 'residential', weight: 0.8, rentShare: 0.35, priceFactor: 1.45, size: sqft(2200, 6000, 50), rooms: fixedRooms([3, 5], [3, 6]), images: [4, 7] },
  annexe: { category: 'residential', weight: 0.8, rentShare: 0.9, priceFactor: 0.5, size: sqft(300, 900), rooms: fixedRooms([1, 2], [1, 2]), images: [3, 4] },
  hostel: { category: 'residential', weight: 0.5, rentShare: 0.8, priceFactor: 0.8, size: (r) => ({ value: r.pick([10, 12, 20]), unit: 'marla' }), rooms: fixedRooms([8, 10], [4, 8]), images: [3, 5] },
  'hotel-suites': { category: 'residential', weight: 0.4, rentShare: 0.9, priceFactor: 1.3, size: sqft(350, 900), rooms: fixedRooms([1, 2], [1, 2]), images: [3, 5] },
  basement: { category: 'residential', weight: 0.5, rentShare: 0.95, priceFactor: 0.35, size: (r, y) => plotSize(r, y), rooms: fixedRooms([1, 3], [1, 2]), images: [3, 4] },
  'residential-plot': { category: 'plot', weight: 16, rentShare: 0, priceFactor: 0.55, size: plotSize, images: [1, 3] },
  'commercial-plot': { category: 'plot', weight: 3, rentShare: 0.05, priceFactor: 1.7, size: (r) => ({ value: r.pick([2, 4, 4, 5, 8]), unit: 'marla' }), images: [1, 2] },
  'agricultural-land': { category: 'plot', weight: 1.5, rentShare: 0.15, priceFactor: 0.03, size: kanal([8, 16, 20, 40, 60, 80, 100]), images: [1, 2] },
  'plot-file': { category: 'plot', weight: 2, rentShare: 0, priceFactor: 0.3, size: (r) => (r.chance(0.3) ? { value: 1, unit: 'kanal' } : { value: r.pick([5, 8, 10]), unit: 'marla' }), images: [1, 1] },
  'industrial-land': { category: 'plot', weight: 0.7, rentShare: 0.1, priceFactor: 0.25, size: kanal([2, 4, 8, 16, 20]), images: [1, 2] },
  'farmhouse-plot': { category: 'plot', weight: 0.8, rentShare: 0, priceFactor: 0.15, size: kanal([2, 4, 5, 8, 10]), images: [1, 2] },
  office: { category: 'commercial', weight: 4.5, rentShare: 0.7, priceFactor: 1.35, size: sqft(250, 6000), rooms: fixedRooms([0, 0], [1, 4]), images: [2, 5] },
  shop: { category: 'commercial', weight: 4.5, rentShare: 0.6, priceFactor: 2.1, size: sqft(100, 1500, 10), rooms: fixedRooms([0, 0], [0, 1]), images: [2, 4] },
  warehouse: { category: 'commercial', weight: 1, rentShare: 0.75, priceFactor: 0.4, size: sqft(2000, 11250, 250), rooms: fixedRooms([0, 0], [1, 2]), images: [2, 3] },
  building: { category: 'commercial', weight: 1, rentShare: 0.35, priceFactor: 1.4, size: (r) => (r.chance(0.6) ? { value: r.pick([4, 8, 10, 16, 20]), unit: 'marla' } : { value: r.pick([1, 2]), unit: 'kanal' }), rooms: fixedRooms([0, 0], [4, 10]), images: [3, 5] },
  hall: { category: 'commercial', weight: 0.5, rentShare: 0.7, priceFactor: 0.9, size: sqft(1500, 8000, 100), rooms: fixedRooms([0, 0], [2, 4]), images: [2, 4] },
  plaza: { category: 'commercial', weight: 0.4, rentShare: 0.2, priceFactor: 1.5, size: kanal([1, 2, 4]), rooms: fixedRooms([0, 0], [6, 10]), images: [3, 5] },
  gym: { category: 'commercial', weight: 0.3, rentShare: 0.7, priceFactor: 0.9, size: sqft(1500, 6000, 100), rooms: fixedRooms([0, 0], [2, 4]), images: [2, 4] },
  theatre: { category: 'commercial', weight: 0.1, rentShare: 0.5, priceFactor: 1, size: sqft(3000, 11000, 250), rooms: fixedRooms([0, 0], [2, 6]), images: [2, 3] },
  'commercial-land': { category: 'commercial', weight: 0.6, rentShare: 0.1, priceFactor: 1.2, size: kanal([1, 2, 4, 8]), images: [1, 2] },
  'food-court': { category: 'commercial', weight: 0.3, rentShare: 0.7, priceFactor: 1.4, size: sqft(2000, 8000, 100), rooms: fixedRooms([0, 0], [2, 4]), images: [2, 4] },
  factory: { category: 'commercial', weight: 0.4, rentShare: 0.4, priceFactor: 0.35, size: kanal([2, 4, 8, 10, 20]), rooms: fixedRooms([0, 0], [2, 6]), images: [2, 3] },
};

export const TYPE_WEIGHTS: ReadonlyArray<readonly [string, number]> = Object.entries(TYPE_PROFILES).map(
  ([id, profile]) => [id, profile.weight] as const,
);

/** Rupees a square foot of a house costs, by area tier (1 best), in Lahore terms. */
export const TIER_PRICE_PER_SQFT: Readonly<Record<number, number>> = { 1: 30000, 2: 19000, 3: 12500, 4: 8500, 5: 6000 };

/** Rounds a price the way listings quote them: to a thousand under a lac, 10 thousand under a crore, a lac above. */
export function roundPrice(value: number): number {
  const step = value < 1e5 ? 1000 : value < 1e7 ? 10000 : value < 1e9 ? 100000 : 1000000;
  return Math.max(step, Math.round(value / step) * step);
}
