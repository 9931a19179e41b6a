/**
 * Agencies, agents and owners of the demo set. Names and phone numbers are made up; phone numbers
 * are ten digits after the country code 92, as the product expects.
 */
import { slugify } from '../text/slug';
import type { NewAgency, NewUser } from '../db';
import { createRandom, mixSeed, type Random } from './random';
import type { DemoCity } from './places.server';

export const FIRST_NAMES = [
  'Muhammad', 'Ahmed', 'Ali', 'Hassan', 'Usman', 'Bilal', 'Hamza', 'Imran', 'Kashif', 'Faisal', 'Zeeshan',
  'Adnan', 'Tariq', 'Naveed', 'Shahid', 'Asad', 'Omer', 'Fahad', 'Saad', 'Junaid', 'Ayesha', 'Fatima',
  'Sana', 'Hina', 'Maryam', 'Zainab', 'Amna', 'Saima', 'Nadia', 'Rabia', 'Khurram', 'Waqas', 'Rizwan',
];
export const LAST_NAMES = [
  'Khan', 'Malik', 'Butt', 'Chaudhry', 'Sheikh', 'Qureshi', 'Abbasi', 'Awan', 'Raja', 'Siddiqui', 'Mirza',
  'Hashmi', 'Rana', 'Gondal', 'Bhatti', 'Javed', 'Iqbal', 'Akhtar', 'Baig', 'Shah', 'Niazi', 'Memon', 'Baloch',
];
const AGENCY_WORDS = [
  'Al-Noor', 'Al-Rehman', 'Al-Madina', 'Capital', 'Royal', 'Crown', 'Prime', 'Golden', 'Star', 'Pak', 'Green',
  'Sky', 'Elite', 'Faisal', 'Grand', 'Legacy', 'Smart', 'Zameen Wala', 'Ghar', 'Makaan', 'Pearl', 'Diamond',
  'Metro', 'City', 'Heritage', 'Haider', 'Qadri', 'Hamdan', 'Rahat', 'Safari', 'Emaan', 'Noor', 'Ittehad',
];
const AGENCY_KINDS = ['Estate', 'Real Estate', 'Properties', 'Estate & Builders', 'Associates', 'Marketing', 'Property Advisors', 'Real Estate Consultants'];

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** A Pakistani mobile number as ten digits without the country code: 3XXXXXXXXX. */
export function mobileNumber(random: Random): string {
  const network = random.pick(['300', '301', '302', '303', '305', '311', '312', '315', '321', '322', '331', '333', '335', '345', '346']);
  return `${network}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

export interface DemoAgency extends NewAgency {
  id: number;
  city_id: number;
  /** The agent who posts this agency's listings. */
  agentUserId: number;
  agentName: string;
  phone: string;
}

/** The accounts scripts/identity.mjs creates in the local identity provider, mirrored here. */
export const DEMO_ACCOUNT_USERS = [
  { email: 'demo@basera.pk', name: 'Demo User', role: 'webUser', agency: false },
  { email: 'agent@basera.pk', name: 'Demo Agent', role: 'agent', agency: true },
  { email: 'moderator@basera.pk', name: 'Basera Moderator', role: 'webUser', agency: false },
] as const;

export interface DemoPeople {
  agencies: DemoAgency[];
  users: Array<NewUser & { id: number }>;
  /** Ids of owners who list their own property (no agency). */
  ownerIds: { first: number; count: number };
}

/**
 * When a demo agency joined: a year and a half to four years before `now`, so before any demo listing
 * (they go back 548 days). Spread by its id rather than drawn from the random stream, so every other
 * value of the demo set stays as it was.
 */
function joinedBasera(now: string, id: number): string {
  const daysAgo = 560 + ((id * 97) % 900);
  return new Date(Date.parse(now) - daysAgo * 86_400_000).toISOString();
}

/**
 * A name no agency has yet, for the rare draw whose name is taken even with its city added: the
 * word and kind pairs in turn from one the id picks, so no number shows in a name a visitor reads.
 * It draws nothing from the random stream, so every other value of the demo set stays as it was.
 */
export function unusedAgencyName(usedSlugs: ReadonlySet<string>, id: number): string {
  const pairs = AGENCY_WORDS.length * AGENCY_KINDS.length;
  for (let step = 0; step < pairs; step++) {
    const pair = (id * 7 + step) % pairs;
    const name = `${AGENCY_WORDS[pair % AGENCY_WORDS.length]} ${AGENCY_KINDS[Math.floor(pair / AGENCY_WORDS.length)]}`;
    if (!usedSlugs.has(slugify(name))) return name;
  }
  return `${AGENCY_WORDS[id % AGENCY_WORDS.length]} ${AGENCY_KINDS[id % AGENCY_KINDS.length]} ${id}`;
}

/**
 * Agencies (agency 1 is the demo agent's, in Islamabad), one agent user per agency, the demo
 * accounts and `ownerCount` private owners.
 */
export function demoPeople(seed: number, cities: readonly DemoCity[], agencyCount: number, ownerCount: number, now: string): DemoPeople {
  const random = createRandom(mixSeed(seed, 104729));
  const users: DemoPeople['users'] = DEMO_ACCOUNT_USERS.map((account, index) => ({
    id: index + 1,
    subject: null,
    email: account.email,
    phone: null,
    name: account.name,
    role: account.role,
    user_type: account.agency ? 'agent' : 'new',
    agency_id: account.agency ? 1 : null,
    city_id: 1,
    profile_url: null,
    phone_verified: 0,
    legacy_user_id: null,
    created_at: now,
    updated_at: now,
  }));
  // Most agencies work in the big cities.
  const cityWeights = cities.map((c, i) => [c, i < 5 ? 12 - i : 1] as const);
  const agencies: DemoAgency[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < agencyCount; i++) {
    const id = i + 1;
    const city = i === 0 ? cities[0] : random.weighted(cityWeights);
    let name = `${random.pick(AGENCY_WORDS)} ${random.pick(AGENCY_KINDS)}`;
    if (usedSlugs.has(slugify(name))) name = `${name} ${city.name}`;
    if (usedSlugs.has(slugify(name))) name = unusedAgencyName(usedSlugs, id);
    usedSlugs.add(slugify(name));
    const agentName = id === 1 ? 'Demo Agent' : personName(random);
    const phone = mobileNumber(random);
    const agentUserId = id === 1 ? 2 : users.length + 1;
    if (id !== 1) {
      users.push({
        id: agentUserId,
        subject: null,
        email: `agent${id}@agencies.basera.pk`,
        phone: `+92${phone}`,
        name: agentName,
        role: 'agent',
        user_type: 'agent',
        agency_id: id,
        city_id: city.id,
        profile_url: null,
        phone_verified: 1,
        legacy_user_id: null,
        created_at: now,
        updated_at: now,
      });
    }
    agencies.push({
      id,
      name,
      slug: slugify(name),
      city_id: city.id,
      area_id: null,
      phone,
      email: `info@${slugify(name).replace(/-/g, '')}.pk`,
      address: `Office ${random.int(1, 40)}, ${random.pick(['Main Boulevard', 'Commercial Market', 'Markaz', 'Main Road'])}, ${city.name}`,
      description: `${name} has helped families in ${city.name} buy, sell and rent homes, plots and shops since ${random.int(1995, 2020)}.`,
      logo_key: null,
      verified: random.chance(0.4) ? 1 : 0,
      created_at: joinedBasera(now, id),
      agentUserId,
      agentName,
    });
  }
  const first = users.length + 1;
  for (let i = 0; i < ownerCount; i++) {
    const phone = mobileNumber(random);
    users.push({
      id: first + i,
      subject: null,
      email: `owner${i + 1}@owners.basera.pk`,
      phone: `+92${phone}`,
      name: personName(random),
      role: 'webUser',
      user_type: 'new',
      agency_id: null,
      city_id: random.pick(cities.slice(0, 5)).id,
      profile_url: null,
      phone_verified: random.chance(0.7) ? 1 : 0,
      legacy_user_id: null,
      created_at: now,
      updated_at: now,
    });
  }
  return { agencies, users, ownerIds: { first, count: ownerCount } };
}
