import { describe, expect, it } from 'vitest';
import { addPropertyMessages, phoneMessages } from '@/lib/messages';
import { draftFieldErrors, draftMessages, emptyDraft, featureChips, propertyDraftSchema, savedDraftSchema, stepSchema, type Draft } from './draft';
import { ANYTIME } from './draft-availability';
import { propertyBodySchema } from './draft-body';

const image = (id: number, isCover = false) => ({ details: { id }, isCover });

function complete(overrides: Partial<Draft> = {}): Draft {
  return {
    ...emptyDraft('rent'),
    city: { id: 1, name: 'Islamabad' },
    area: { id: 10, name: 'F-7' },
    name: 'Bright family house near the park',
    size: 10,
    sizeUnit: 'marla',
    price: 150000,
    bed: 4,
    bath: 3,
    condition: 'good',
    description: 'A well kept house.',
    images: [image(1), image(2), image(3)],
    owner: { name: 'Ayesha Khan', code: '92', phone: '3001234567' },
    ...overrides,
  };
}

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : draftFieldErrors(result.error as never);
}

describe('the property draft schema', () => {
  it('accepts a complete residential draft and makes the first image the cover', () => {
    const parsed = propertyDraftSchema.parse(complete());
    expect(parsed.images.map((i) => i.isCover)).toEqual([true, false, false]);
    expect(parsed.category).toBe('residential');
    expect(parsed.subType).toBe('house');
  });

  it('says every required field with the product words, verbatim', () => {
    const errors = errorsOf(propertyDraftSchema, { ...emptyDraft(), purpose: null });
    expect(errors).toMatchObject({
      purpose: 'Purpose is required',
      city: 'City is required',
      area: 'Please select a city first',
      name: 'Property name is required',
      bed: 'Bed is required',
      bath: 'Bath is required',
      condition: 'Condition is required',
      size: 'Size is requried',
      price: 'Price is required',
      images: addPropertyMessages.images,
      'owner.name': 'Name is required',
      'owner.phone': 'Phone is required',
    });
  });

  it('takes punctuation alone for a blank property or owner name, and any script\'s letters for a name', () => {
    const errors = errorsOf(propertyDraftSchema, complete({ name: ' --- ', owner: { name: '!!', code: '92', phone: '3001234567' } }));
    expect(errors).toMatchObject({ name: 'Property name is required', 'owner.name': 'Name is required' });
    expect(errorsOf(propertyDraftSchema, complete({ name: 'گھر برائے فروخت', owner: { name: 'عائشہ', code: '92', phone: '3001234567' } }))).toEqual({});
  });

  it('asks for the area once a city is chosen', () => {
    expect(errorsOf(propertyDraftSchema, complete({ area: null })).area).toBe('Area is required');
  });

  it('says to pick from the suggestions when an area is typed but not one of ours', () => {
    expect(errorsOf(propertyDraftSchema, complete({ area: null, areaInput: 'Somewhere new' })).area).toBe('Please choose the area from the suggestions');
    expect(errorsOf(propertyDraftSchema, complete({ city: null, area: null, areaInput: 'F-7' })).area).toBe('Please select a city first');
  });

  it('needs one image for a plot and three for a home', () => {
    const plot = complete({ category: 'plot', subType: 'residential-plot', images: [] });
    expect(errorsOf(propertyDraftSchema, plot).images).toBe('Plots need at least 1 image. Residential properties need at least 3 images.');
    expect(errorsOf(propertyDraftSchema, { ...plot, images: [image(7)] })).toEqual({});
    expect(errorsOf(propertyDraftSchema, complete({ images: [image(1), image(2)] })).images).toBe(addPropertyMessages.images);
  });

  it('does not ask a plot for rooms or condition, and drops them when given', () => {
    const plot = propertyDraftSchema.parse(
      complete({ category: 'plot', subType: 'commercial-plot', bed: null, bath: null, condition: null, images: [image(1)] }),
    );
    expect(plot).toMatchObject({ bed: null, bath: null, condition: null });
    const withRooms = propertyDraftSchema.parse(complete({ category: 'plot', subType: 'commercial-plot', bed: 3, images: [image(1)] }));
    expect(withRooms.bed).toBeNull();
  });

  it("drops a house's building features when the listing becomes a plot, without a message about them", () => {
    const plot = complete({ category: 'plot', subType: 'residential-plot', images: [image(1)], features: { kitchens: 2, floors: 99, corner: true, gas: true } });
    expect(errorsOf(propertyDraftSchema, plot)).toEqual({});
    expect(propertyDraftSchema.parse(plot).features).toEqual({ corner: true, gas: true });
    expect(propertyBodySchema.parse({ ...plot, intent: 'submit' }).draft.features).toEqual({ corner: true, gas: true });
    // A house keeps them.
    expect(propertyDraftSchema.parse(complete({ features: { kitchens: 2 } })).features).toEqual({ kitchens: 2 });
  });

  it('takes Studio as -1 beds and refuses counts off the list', () => {
    expect(propertyDraftSchema.parse(complete({ bed: -1 })).bed).toBe(-1);
    expect(errorsOf(propertyDraftSchema, complete({ bed: 0 })).bed).toBe(draftMessages.roomsChoice);
    expect(errorsOf(propertyDraftSchema, complete({ bath: -1 })).bath).toBe(draftMessages.roomsChoice);
  });

  it('refuses a type from another category', () => {
    expect(errorsOf(propertyDraftSchema, complete({ subType: 'shop' })).subType).toBe(draftMessages.typeRequired);
  });

  it('caps the size per unit', () => {
    expect(errorsOf(propertyDraftSchema, complete({ size: 50, sizeUnit: 'marla' }))).toEqual({});
    expect(errorsOf(propertyDraftSchema, complete({ size: 51, sizeUnit: 'marla' })).size).toBe('Size can be at most 50 Marla');
    expect(errorsOf(propertyDraftSchema, complete({ size: 11251, sizeUnit: 'sqft' })).size).toBe('Size can be at most 11250 Sq. Ft.');
    expect(errorsOf(propertyDraftSchema, complete({ size: 100, sizeUnit: 'kanal' }))).toEqual({});
    expect(errorsOf(propertyDraftSchema, complete({ size: 0 })).size).toBe(draftMessages.sizePositive);
  });

  it('reads numbers typed as text, commas included, and calls empty text not given', () => {
    const parsed = propertyDraftSchema.parse({ ...complete(), price: '1,50,000', size: '7.5', bed: '3' });
    expect(parsed).toMatchObject({ price: 150000, size: 7.5, bed: 3 });
    expect(errorsOf(propertyDraftSchema, { ...complete(), price: '' }).price).toBe('Price is required');
    expect(errorsOf(propertyDraftSchema, { ...complete(), price: '12e5x' }).price).toBe(draftMessages.notANumber);
  });

  it('caps the price by purpose and wants whole rupees', () => {
    expect(errorsOf(propertyDraftSchema, complete({ price: 10_000_001 })).price).toBe('Price can be at most 1 Crore');
    expect(errorsOf(propertyDraftSchema, complete({ purpose: 'sale', price: 10_000_001 }))).toEqual({});
    expect(errorsOf(propertyDraftSchema, complete({ price: 1000.5 })).price).toBe(draftMessages.priceWhole);
  });

  it('checks the owner phone with the phone rules', () => {
    expect(errorsOf(propertyDraftSchema, complete({ owner: { name: 'A', code: '92', phone: '12345' } }))['owner.phone']).toBe(
      phoneMessages.incorrectFormat,
    );
  });

  it('checks feature values by their type', () => {
    expect(errorsOf(propertyDraftSchema, complete({ features: { floors: 2, gas: true, facing: 'north-east' } }))).toEqual({});
    const errors = errorsOf(propertyDraftSchema, complete({ features: { floors: 13, 'built-in-year': 1949, teleporter: true } }));
    expect(errors['features.floors']).toBe('Please choose a valid value for Floors');
    expect(errors['features.built-in-year']).toBe('Please choose a valid value for Built in year');
    expect(errors['features.teleporter']).toBe(draftMessages.unknownFeature);
  });

  describe('availability', () => {
    const days = (over: Partial<Draft['availability']>) =>
      complete({ availability: { availability: 'days', days: ['monday'], startTime: '', endTime: '', ...over } });

    it('wants both times when days are chosen', () => {
      expect(errorsOf(propertyDraftSchema, days({}))['availability.startTime']).toBe('Start and end time is required');
      expect(errorsOf(propertyDraftSchema, days({ startTime: '09:00' }))['availability.endTime']).toBe('Start and end time is required');
      expect(errorsOf(propertyDraftSchema, days({ startTime: '09:00', endTime: '17:00' }))).toEqual({});
    });

    it('wants the start time first, even on a saved draft', () => {
      expect(errorsOf(propertyDraftSchema, days({ endTime: '17:00' }))['availability.startTime']).toBe('Please enter start time first');
      expect(errorsOf(savedDraftSchema, days({ endTime: '17:00' }))['availability.startTime']).toBe('Please enter start time first');
    });

    it('wants the end after the start', () => {
      expect(errorsOf(propertyDraftSchema, days({ startTime: '17:00', endTime: '09:00' }))['availability.endTime']).toBe(draftMessages.endAfterStart);
    });

    it('stores Anytime without stray times', () => {
      const parsed = propertyDraftSchema.parse(
        complete({ availability: { availability: 'anytime', days: ['monday'], startTime: '09:00', endTime: '' } }),
      );
      expect(parsed.availability).toEqual(ANYTIME);
    });
  });

  it('saves a draft with only what makes it a listing', () => {
    const partial = { ...emptyDraft('sale'), city: { id: 1, name: 'Islamabad' }, area: { id: 2, name: 'G-9' }, name: 'Plot', size: 5, price: 5_000_000 };
    expect(savedDraftSchema.safeParse(partial).success).toBe(true);
    expect(errorsOf(savedDraftSchema, { ...partial, price: null })).toEqual({ price: 'Price is required' });
  });

  it('checks one step at a time for the wizard', () => {
    const errors = errorsOf(stepSchema('details'), emptyDraft('rent'));
    expect(Object.keys(errors).sort()).toEqual(['bath', 'bed', 'condition', 'name']);
    expect(errorsOf(stepSchema('features'), emptyDraft('rent'))).toEqual({});
  });

  it('reads the intent of a request body', () => {
    const body = propertyBodySchema.parse({ ...complete(), intent: 'submit' });
    expect(body.intent).toBe('submit');
    expect(body.draft.name).toBe('Bright family house near the park');
    const bad = propertyBodySchema.safeParse({ ...complete(), images: [], intent: 'submit' });
    expect(bad.success).toBe(false);
    expect(propertyBodySchema.safeParse({ ...complete(), images: [], intent: 'draft' }).success).toBe(true);
  });

  it('shows the features a person set as chips', () => {
    expect(featureChips({ gas: true, water: false, floors: 2, facing: 'north-east', kitchens: 0 })).toEqual([
      { id: 'gas', label: 'Gas' },
      { id: 'floors', label: 'Floors: 2' },
      { id: 'facing', label: 'Facing: North East' },
    ]);
  });
});
