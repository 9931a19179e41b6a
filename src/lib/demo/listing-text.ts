/**
 * Titles and descriptions that read like the ones Pakistani owners and agents write.
 */
import { formatSize, type SizeUnitId } from '../money/units';
import { propertyType } from '../listings/catalogue';
import type { Random } from './random';
import { dwellingOf, type Dwelling } from './listing-profiles';

export interface ListingWords {
  purpose: 'sale' | 'rent';
  category: 'residential' | 'plot' | 'commercial';
  type: string;
  sizeValue: number;
  sizeUnit: SizeUnitId;
  beds: number | null;
  baths: number | null;
  areaName: string;
  cityName: string;
  condition: string | null;
  furnished: boolean;
  corner: boolean;
  parkFacing: boolean;
}

const SALE_OPENERS = ['', '', 'Beautiful ', 'Brand New ', 'Luxury ', 'Ideal Location ', 'Prime Location ', 'Hot Deal: ', 'Investor Rate ', 'Double Storey ', 'Modern Designer '];
const RENT_OPENERS = ['', '', 'Neat and Clean ', 'Family ', 'Beautiful ', 'Ideal ', 'Furnished ', 'Spacious '];
const PLOT_OPENERS = ['', '', 'Ideal Location ', 'Prime Location ', 'Solid Land ', 'Possession ', 'Investor Rate ', 'Direct Deal '];

function typeWord(type: string): string {
  switch (type) {
    case 'flat':
      return 'Apartment';
    case 'residential-plot':
      return 'Residential Plot';
    case 'commercial-plot':
      return 'Commercial Plot';
    case 'commercial-land':
      return 'Commercial Land';
    case 'office':
      return 'Office Space';
    default:
      return propertyType(type)?.label ?? 'Property';
  }
}

export function listingTitle(random: Random, w: ListingWords): string {
  const size = formatSize(w.sizeValue, w.sizeUnit);
  const purpose = w.purpose === 'sale' ? 'for Sale' : 'for Rent';
  const kind = typeWord(w.type);
  if (w.category === 'plot') {
    const extra = w.corner ? ' Corner' : w.parkFacing ? ' Park Facing' : '';
    return `${random.pick(PLOT_OPENERS)}${size}${extra} ${kind} ${purpose} in ${w.areaName}`.trim();
  }
  if (w.type === 'flat' && w.beds !== null) {
    const beds = w.beds === -1 ? 'Studio' : `${w.beds} Bed`;
    const opener = w.purpose === 'sale' ? random.pick(SALE_OPENERS) : random.pick(RENT_OPENERS);
    return `${opener}${beds} ${kind} ${purpose} in ${w.areaName}`.trim();
  }
  const opener = w.purpose === 'sale' ? random.pick(SALE_OPENERS) : random.pick(RENT_OPENERS);
  return random.chance(0.5) || w.category === 'commercial'
    ? `${opener}${size} ${kind} ${purpose} in ${w.areaName}`.trim()
    : `${opener}${kind} ${purpose} in ${w.areaName} ${w.cityName}`.trim();
}

const NEARBY = ['masjid', 'park', 'school', 'commercial market', 'main boulevard', 'hospital', 'Metro station', 'grid station'];
const CLOSINGS = [
  'Price is slightly negotiable for serious buyers.',
  'Call or WhatsApp for viewing. Dealers please excuse.',
  'All dues are clear and the documents are complete.',
  'Visit any time with prior appointment.',
  'Genuine buyers only, please.',
  'Transfer is ready; possession on the spot.',
];
const RENT_CLOSINGS = [
  'Two months advance and one month security required.',
  'Only for a small family. No bachelors, please.',
  'Electricity, gas and water are separate meters.',
  'Available from the first of next month.',
];

/** What the rest of the home is like, by what it is: four each, so every kind draws alike. */
const FINISHES: Record<Dwelling, string[]> = {
  house: [
    'Tiled flooring throughout, woodwork in the kitchen and wardrobes, and a lovely elevation.',
    'Marble flooring, imported fittings, and plenty of natural light in every room.',
    'Servant quarter, car porch for two cars and a small lawn.',
    'Near the main boulevard and walking distance from the masjid and the market.',
  ],
  portion: [
    'Tiled flooring throughout and woodwork in the kitchen and wardrobes.',
    'Marble flooring, imported fittings, and plenty of natural light.',
    'Separate entrance and its own meters.',
    'Near the main boulevard and walking distance from the masjid and the market.',
  ],
  apartment: [
    'Tiled flooring, woodwork in the kitchen and wardrobes, and a balcony.',
    'Marble flooring, imported fittings, and plenty of natural light in every room.',
    'Lift, backup generator and a reserved parking space in the basement.',
    'Near the main boulevard and walking distance from the masjid and the market.',
  ],
  room: [
    'Clean and quiet, with a separate entrance.',
    'Tiled flooring and plenty of natural light.',
    'Electricity and internet bills are included in the rent.',
    'Near the main boulevard and walking distance from the masjid and the market.',
  ],
};

function roomsSentence(w: ListingWords, dwelling: Dwelling): string | null {
  if (w.beds === null) return null;
  const baths = w.baths ?? w.beds;
  const bathWords = `${baths} ${baths === 1 ? 'bath' : 'baths'}`;
  if (w.type === 'hostel') return `It has ${w.beds} rooms with ${bathWords}, a mess and a common room.`;
  if (dwelling === 'room') return 'One room with an attached bath; the kitchen is shared.';
  const bedrooms = w.beds === -1 ? 'a studio layout with an attached bath' : `${w.beds} ${w.beds === 1 ? 'bedroom' : 'bedrooms'} with ${baths} attached ${baths === 1 ? 'bath' : 'baths'}`;
  return dwelling === 'apartment'
    ? `It has ${bedrooms}, an open kitchen and a TV lounge.`
    : `It has ${bedrooms}, a drawing and dining area, a modern kitchen and a TV lounge.`;
}

export function listingDescription(random: Random, w: ListingWords): string {
  const size = formatSize(w.sizeValue, w.sizeUnit);
  const kind = typeWord(w.type).toLowerCase();
  const parts: string[] = [];
  if (w.category === 'plot') {
    parts.push(
      `A ${size} ${kind} is available ${w.purpose === 'sale' ? 'for sale' : 'on lease'} in ${w.areaName}, ${w.cityName}.`,
      random.pick([
        'The plot is on a wide road with all utilities available nearby.',
        'Level land, ready for construction; the area is developed and well populated.',
        'Possession is available and the map is approved for building.',
        'A good option for investment as prices in this block are rising.',
      ]),
    );
    if (w.corner) parts.push('It is a corner plot with extra land on one side.');
    if (w.parkFacing) parts.push('The plot faces a park.');
  } else if (w.category === 'commercial') {
    parts.push(
      `${size} ${kind} ${w.purpose === 'sale' ? 'for sale' : 'for rent'} in ${w.areaName}, ${w.cityName}.`,
      random.pick([
        'Located on the main road with heavy footfall and easy parking.',
        'Suitable for banks, multinational offices, clinics and software houses.',
        'Lift, backup generator and 24/7 security are available in the building.',
        'A good rental income property with the tenant already in place.',
      ]),
    );
  } else {
    const dwelling = dwellingOf(w.type);
    parts.push(
      `${w.condition === 'brand-new' ? 'Brand new ' : ''}${size} ${kind} ${w.purpose === 'sale' ? 'for sale' : 'for rent'} in ${w.areaName}, ${w.cityName}.`.replace(/^./, (c) => c.toUpperCase()),
    );
    const rooms = roomsSentence(w, dwelling);
    if (rooms) parts.push(rooms);
    parts.push(random.pick(FINISHES[dwelling]));
    if (w.furnished) parts.push('It comes fully furnished.');
  }
  parts.push(`Nearby: ${random.sample(NEARBY, 3).join(', ')}.`);
  parts.push(random.pick(w.purpose === 'rent' && w.category !== 'plot' ? RENT_CLOSINGS : CLOSINGS));
  return parts.join(' ');
}
