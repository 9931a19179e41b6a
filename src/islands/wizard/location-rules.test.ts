import { describe, expect, it } from 'vitest';
import { exactArea, pinAreaChoice } from './location-rules';

const f7 = { id: 3, name: 'F-7' };
const baniGala = { id: 9, name: 'Bani Gala' };
const islamabad = { id: 1, name: 'Islamabad' };

describe('an area typed in full', () => {
  it('is the suggestion of exactly that name, case and spaces aside', () => {
    const suggestions = [{ id: 3, name: 'F-7' }, { id: 4, name: 'F-7/1' }];
    expect(exactArea(suggestions, 'F-7')).toEqual(f7);
    expect(exactArea(suggestions, ' f-7 ')).toEqual(f7);
    expect(exactArea(suggestions, 'F-')).toBeNull();
    expect(exactArea(suggestions, '')).toBeNull();
    expect(exactArea([f7, { id: 8, name: 'F-7' }], 'F-7')).toBeNull();
  });
});

describe('a pin and the area', () => {
  it('never replaces an area the person chose', () => {
    const choice = pinAreaChoice(f7, false, { area: baniGala, city: islamabad });
    expect(choice.kind).toBe('keep');
    expect(choice.note).toBe('The pin looks closer to Bani Gala, Islamabad. We kept F-7: please check the area or move the pin.');
    expect(pinAreaChoice(f7, false, { area: f7, city: islamabad })).toEqual({ kind: 'keep', note: null });
    expect(pinAreaChoice(f7, false, null)).toEqual({ kind: 'keep', note: 'The pin is more than 3 km from F-7. Please check the area or move the pin.' });
  });

  it('chooses the area when none is chosen, or when the last pin chose it', () => {
    expect(pinAreaChoice(null, false, { area: baniGala, city: islamabad })).toEqual({
      kind: 'take',
      note: 'The pin is in Bani Gala, Islamabad: we chose that area for you.',
    });
    expect(pinAreaChoice(f7, true, { area: baniGala, city: islamabad }).kind).toBe('take');
    expect(pinAreaChoice(null, false, null)).toEqual({ kind: 'keep', note: 'No known area is near this pin. Please choose the area yourself.' });
  });
});
