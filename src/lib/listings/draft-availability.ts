/** When people may visit a listed property: the draft's availability, as chosen with the chips and read back. */
import { z } from 'zod';
import { AVAILABILITY_IDS, type AvailabilityId } from './catalogue';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = z.union([z.literal(''), z.string().regex(TIME, 'Please enter a time like 09:30')]).default('');

export const WEEKDAY_IDS = AVAILABILITY_IDS.filter((id) => id !== 'anytime') as Exclude<AvailabilityId, 'anytime'>[];

export const availabilitySchema = z.object({
  /** 'anytime', or the days listed with a start and end time. */
  availability: z.enum(['anytime', 'days']).default('anytime'),
  days: z.array(z.enum(WEEKDAY_IDS as [Exclude<AvailabilityId, 'anytime'>, ...Exclude<AvailabilityId, 'anytime'>[]])).default([]),
  startTime: timeField,
  endTime: timeField,
});
export type Availability = z.infer<typeof availabilitySchema>;

export const ANYTIME: Availability = { availability: 'anytime', days: [], startTime: '', endTime: '' };

/** What a click on an availability chip does: 'Anytime' resets the days and both times. */
export function chooseAvailability(current: Availability, option: AvailabilityId): Availability {
  if (option === 'anytime') return { ...ANYTIME };
  const days = current.days.includes(option) ? current.days.filter((d) => d !== option) : [...current.days, option];
  const ordered = WEEKDAY_IDS.filter((d) => days.includes(d));
  if (ordered.length === 0) return { ...ANYTIME };
  return { ...current, availability: 'days', days: ordered };
}

/** Visiting times in words, as the review shows them: 'Anytime', 'Saturday, Sunday, 10:00 to 17:00'. */
export function visitingWords(availability: Availability): string {
  if (availability.availability === 'anytime' || availability.days.length === 0) return 'Anytime';
  const days = availability.days.map((d) => d[0].toUpperCase() + d.slice(1)).join(', ');
  const { startTime, endTime } = availability;
  return startTime && endTime ? `${days}, ${startTime} to ${endTime}` : startTime ? `${days}, from ${startTime}` : days;
}
