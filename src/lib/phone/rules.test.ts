import { describe, expect, it } from 'vitest';
import {
  nationalNumber,
  typedPhone,
  isValidPhone,
  parsePakistaniPhone,
  phoneError,
  phoneText,
  phoneMessages,
  stripCountryCode,
  stripPhonePrefix,
  telHref,
  toE164,
  toInternationalPhone,
  whatsappHref,
} from './rules';

describe('phone validity', () => {
  it('accepts only code 92 with exactly 10 digits', () => {
    expect(isValidPhone('92', '3001234567')).toBe(true);
    expect(isValidPhone('+92', '300 123 4567')).toBe(true);
    expect(isValidPhone(92, '3001234567')).toBe(true);
    expect(isValidPhone('92', '03001234567')).toBe(false);
    expect(isValidPhone('92', '300123456')).toBe(false);
    expect(isValidPhone('92', '30012345ab')).toBe(false);
    expect(isValidPhone('971', '3001234567')).toBe(false);
  });

  it('gives the form message for an invalid number', () => {
    expect(phoneError('92', '123')).toBe('Incorrect Phone Format');
    expect(phoneError('92', '3001234567')).toBeUndefined();
    expect(phoneMessages.notValid).toBe('Not a valid phone number');
  });
});

describe('normalisation to +92', () => {
  it('handles 03..., 92..., 0092... and a leading 3', () => {
    expect(toInternationalPhone('03001234567')).toBe('+923001234567');
    expect(toInternationalPhone('923001234567')).toBe('+923001234567');
    expect(toInternationalPhone('00923001234567')).toBe('+923001234567');
    expect(toInternationalPhone('3001234567')).toBe('+923001234567');
    expect(toInternationalPhone('0300-123 4567')).toBe('+923001234567');
  });
  it('leaves numbers already in international form, and others, as they are', () => {
    expect(toInternationalPhone('+923001234567')).toBe('+923001234567');
    expect(toInternationalPhone('+971501234567')).toBe('+971501234567');
    expect(toInternationalPhone('0511234567')).toBe('0511234567');
  });
  it('parses a Pakistani mobile number or answers null', () => {
    expect(parsePakistaniPhone('0300 1234567')).toBe('+923001234567');
    expect(parsePakistaniPhone('0300 12345')).toBeNull();
    expect(toE164('92', '03001234567')).toBe('+923001234567');
    expect(toE164('+92', '3001234567')).toBe('+923001234567');
  });
});

describe('showing and dialling a number', () => {
  it('dials a Pakistani number in its +92 form, however it is stored', () => {
    expect(telHref('3023233035')).toBe('tel:+923023233035');
    expect(telHref('0302 3233035')).toBe('tel:+923023233035');
    expect(telHref('+92 300 1234567')).toBe('tel:+923001234567');
  });
  it('dials any other number by its digits', () => {
    expect(telHref('051 1234567')).toBe('tel:0511234567');
    expect(telHref('+971 50 123 4567')).toBe('tel:+971501234567');
  });
  it('groups a Pakistani mobile as people read it and leaves others as stored', () => {
    expect(phoneText('3023233035')).toBe('+92 302 3233035');
    expect(phoneText('+923001234567')).toBe('+92 300 1234567');
    expect(phoneText(' 051 1234567 ')).toBe('051 1234567');
  });
  it('opens a WhatsApp chat with a Pakistani mobile, however it is stored, with the text typed in', () => {
    expect(whatsappHref('3023233035', 'Hi')).toBe('https://wa.me/923023233035?text=Hi');
    expect(whatsappHref('+92 300 1234567', 'About "House" (ref 12) & more')).toBe(
      'https://wa.me/923001234567?text=About%20%22House%22%20(ref%2012)%20%26%20more',
    );
  });
  it('offers no WhatsApp chat with a landline or a number from abroad', () => {
    expect(whatsappHref('+924235761234', 'Hi')).toBeNull();
    expect(whatsappHref('051 1234567', 'Hi')).toBeNull();
    expect(whatsappHref('+971501234567', 'Hi')).toBeNull();
  });
});

describe('strippers', () => {
  it('removes one leading +920, +92, 920, 92 or 0', () => {
    expect(stripPhonePrefix('+9203001234567')).toBe('3001234567');
    expect(stripPhonePrefix('+923001234567')).toBe('3001234567');
    expect(stripPhonePrefix('9203001234567')).toBe('3001234567');
    expect(stripPhonePrefix('923001234567')).toBe('3001234567');
    expect(stripPhonePrefix('03001234567')).toBe('3001234567');
    expect(stripPhonePrefix('3001234567')).toBe('3001234567');
  });

  it('removes the listed country codes only from values longer than 10 characters', () => {
    expect(stripCountryCode('+923001234567')).toBe('3001234567');
    expect(stripCountryCode('923001234567')).toBe('3001234567');
    for (const code of ['+49', '+33', '+81', '+86', '+55', '+27', '+52']) {
      expect(stripCountryCode(`${code}1234567890`)).toBe('1234567890');
    }
    expect(stripCountryCode('9212345678')).toBe('9212345678');
    expect(stripCountryCode('+4412345678901')).toBe('+4412345678901');
  });
});

describe('a phone box', () => {
  it('reads the national number however it is typed', () => {
    expect(nationalNumber(' 0300-123 4567 ')).toBe('3001234567');
    expect(nationalNumber('+92 300 1234567')).toBe('3001234567');
  });

  it('answers the +92 number, or the message for a blank or wrong one', () => {
    expect(typedPhone('0300 1234567')).toEqual({ phone: '+923001234567' });
    expect(typedPhone('  ')).toEqual({ problem: 'Phone is required' });
    expect(typedPhone('12345')).toEqual({ problem: 'Incorrect Phone Format' });
  });
});
