/** The wizard's step lives in the address (?step=), so a reload, Back and a shared link land on it. */
import { isStepId, type StepId } from '@/lib/listings/draft-steps';

export function stepFromUrl(): StepId {
  const step = new URLSearchParams(window.location.search).get('step');
  return isStepId(step) ? step : 'purpose';
}

export function urlWithStep(step: StepId): string {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  return `${url.pathname}${url.search}`;
}
