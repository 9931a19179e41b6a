import { describe, expect, it } from 'vitest';
import { ANYTIME, chooseAvailability, visitingWords } from './draft-availability';

describe('visiting times', () => {
  it('puts the visiting times in words for the review', () => {
    expect(visitingWords(ANYTIME)).toBe('Anytime');
    expect(visitingWords({ availability: 'days', days: ['saturday', 'sunday'], startTime: '10:00', endTime: '17:00' })).toBe('Saturday, Sunday, 10:00 to 17:00');
    expect(visitingWords({ availability: 'days', days: ['friday'], startTime: '', endTime: '' })).toBe('Friday');
  });

  it("resets the times when 'Anytime' is chosen, and goes back to Anytime when no day is left", () => {
    const chosen = chooseAvailability({ availability: 'days', days: ['friday'], startTime: '09:00', endTime: '12:00' }, 'anytime');
    expect(chosen).toEqual(ANYTIME);
    const monday = chooseAvailability(ANYTIME, 'monday');
    expect(monday).toMatchObject({ availability: 'days', days: ['monday'] });
    expect(chooseAvailability(chooseAvailability(monday, 'sunday'), 'monday').days).toEqual(['sunday']);
    expect(chooseAvailability(monday, 'monday')).toEqual(ANYTIME);
  });
});
