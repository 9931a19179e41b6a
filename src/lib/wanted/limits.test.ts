import { describe, expect, it } from 'vitest';
import {
  WANTED_EXPIRED_KEPT_DAYS,
  WANTED_OPEN_DAYS,
  WANTED_RENEW_BEFORE_DAYS,
  wantedOpenUntil,
  wantedRenewableFrom,
  wantedRenewal,
  wantedRenewTooEarly,
  wantedRenewWindow,
} from './limits';

const DAY = 86_400_000;
const now = new Date('2027-03-10T09:00:00.000Z');
/** An open-until `days` days from `now` (negative: that long ago). */
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe('how long a Wanted request is shown', () => {
  it(`is ${WANTED_OPEN_DAYS} days from posting or from being kept open`, () => {
    expect(wantedOpenUntil('2027-03-10T09:00:00.000Z')).toBe('2027-04-09T09:00:00.000Z');
    expect(wantedOpenUntil(now)).toBe(inDays(30));
  });
});

describe('keeping a Wanted request open for longer', () => {
  it(`is allowed in its last ${WANTED_RENEW_BEFORE_DAYS} days, and then until ${WANTED_OPEN_DAYS} days from now, not added up`, () => {
    for (const left of [7, 6.5, 3, 0.01]) expect(wantedRenewal(inDays(left), now)).toEqual({ kind: 'allowed', openUntil: inDays(30) });
  });

  it('is refused earlier, saying from when it can be', () => {
    expect(wantedRenewal(inDays(7.001), now)).toEqual({ kind: 'too-early', from: wantedRenewableFrom(inDays(7.001)) });
    expect(wantedRenewal(inDays(30), now)).toEqual({ kind: 'too-early', from: inDays(23) });
    // Just kept open: a second press is too early, not a second month.
    const kept = wantedRenewal(inDays(2), now);
    expect(kept.kind === 'allowed' && wantedRenewal(kept.openUntil, now).kind).toBe('too-early');
  });

  it(`brings back a request that expired within ${WANTED_EXPIRED_KEPT_DAYS} days, not one expired longer ago`, () => {
    expect(wantedRenewal(inDays(0), now)).toEqual({ kind: 'allowed', openUntil: inDays(30) });
    expect(wantedRenewal(inDays(-1), now).kind).toBe('allowed');
    expect(wantedRenewal(inDays(-29.99), now).kind).toBe('allowed');
    expect(wantedRenewal(inDays(-30), now)).toEqual({ kind: 'too-late' });
    expect(wantedRenewal(inDays(-90), now)).toEqual({ kind: 'too-late' });
    // A row that somehow has no open-until is never brought back.
    expect(wantedRenewal('', now)).toEqual({ kind: 'too-late' });
  });

  it('has one window, which the database update and the expired box use too', () => {
    expect(wantedRenewWindow(now)).toEqual({ after: inDays(-30), upTo: inDays(7) });
  });

  it('says why it is too early in the dates the page shows', () => {
    expect(wantedRenewTooEarly('2027-04-09T09:00:00.000Z', '2027-04-02T09:00:00.000Z')).toBe(
      'Your request is shown until 9th Apr 2027. You can keep it open for longer from 2nd Apr 2027.',
    );
  });
});
