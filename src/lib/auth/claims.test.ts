import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims } from './claims';

describe('sessionUserFromClaims', () => {
  it('reads the subject, contact details, role and groups', () => {
    expect(
      sessionUserFromClaims({
        sub: 'abc',
        email: 'demo@basera.pk',
        phone_number: '+923001234567',
        name: 'Demo',
        'custom:user_role': 'agent',
        'cognito:groups': ['moderators'],
      }),
    ).toEqual({ id: 'abc', email: 'demo@basera.pk', phone: '+923001234567', name: 'Demo', role: 'agent', groups: ['moderators'] });
  });
  it('treats a role that may not sign in as signed out', () => {
    expect(sessionUserFromClaims({ sub: 'abc', 'custom:user_role': 'admin' })).toBeNull();
  });
  it('needs a subject', () => {
    expect(sessionUserFromClaims({ email: 'x@y.pk' })).toBeNull();
  });
  it('falls back to the custom phone attribute and defaults the role to webUser', () => {
    const user = sessionUserFromClaims({ sub: 'a', 'custom:phone': '+923001112223' });
    expect(user?.phone).toBe('+923001112223');
    expect(user?.role).toBe('webUser');
    expect(user?.groups).toEqual([]);
  });
});
