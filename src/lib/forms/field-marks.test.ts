import { describe, expect, it } from 'vitest';
import { fieldMarks } from './field-marks';

const order = ['name', 'email', 'phone'];
const id = (key: string) => `f-${key}-error`;

describe('fieldMarks', () => {
  it('marks nothing on a form drawn for the first time', () => {
    const marks = fieldMarks(undefined, order, id);
    expect(marks.field('name')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined, autofocus: false });
    expect(marks.failureOnly).toBe(false);
  });

  it('marks each wrong field and focuses the first one in page order', () => {
    const marks = fieldMarks({ values: {}, errors: { phone: 'bad', email: 'bad' }, failure: 'Some values are missing or not valid.' }, order, id);
    expect(marks.field('email')).toEqual({ 'aria-invalid': 'true', 'aria-describedby': 'f-email-error', autofocus: true });
    expect(marks.field('phone')).toEqual({ 'aria-invalid': 'true', 'aria-describedby': 'f-phone-error', autofocus: false });
    expect(marks.field('name').autofocus).toBe(false);
    expect(marks.failureOnly).toBe(false);
  });

  it('gives the focus to the button when only the whole form was refused', () => {
    const marks = fieldMarks({ values: {}, errors: {}, failure: 'Too many inquiries' }, order, id);
    expect(order.map((key) => marks.field(key).autofocus)).toEqual([false, false, false]);
    expect(marks.failureOnly).toBe(true);
  });
});
