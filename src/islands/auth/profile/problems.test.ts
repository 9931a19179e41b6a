import { describe, expect, it } from 'vitest';
import { profileFieldProblems } from './problems';

describe('profileFieldProblems', () => {
  it('puts the API\'s field messages on the form\'s fields', () => {
    const conflict = { status: 409, data: { detail: 'User Already Exists', errors: { email: 'User Already Exists' } } };
    expect(profileFieldProblems(conflict)).toEqual([['email', 'User Already Exists']]);
    expect(profileFieldProblems({ data: { errors: { name: 'Name is required', 'custom:city_id': 'Unknown city', other: 'x' } } })).toEqual([
      ['name', 'Name is required'],
      ['cityId', 'Unknown city'],
    ]);
  });

  it('finds none in other failures', () => {
    expect(profileFieldProblems(new TypeError('Failed to fetch'))).toEqual([]);
    expect(profileFieldProblems({ data: { detail: 'Error updating profile', errors: {} } })).toEqual([]);
    expect(profileFieldProblems(null)).toEqual([]);
  });
});
