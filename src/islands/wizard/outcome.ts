/**
 * What the wizard tells the person about a save, from the listing's real status (lifecycle.ts
 * decides it, the server answers it): the done screen's heading, text and My Properties tab, the
 * toast, and the warning shown while editing a published listing. Pure, so each case is tested.
 */
import type { ListingStatus } from '@/lib/db/schema';
import type { SaveIntent } from '@/lib/listings/draft-body';
import type { Purpose } from '@/lib/listings/catalogue';
import { nextStatus } from '@/lib/listings/lifecycle';
import { MY_PROPERTY_TABS } from '@/lib/listings/manage';
import { successMessages } from '@/lib/messages';
import { UNREACHABLE } from '@/lib/stores/toast-events';

export interface SaveOutcome {
  heading: string;
  text: string;
  /** The My Properties tab the listing is now under. */
  tab: ListingStatus;
  toast: string;
}

export const outcomeMessages = {
  draftSaved: 'Your draft has been saved',
  changesSaved: 'Your changes have been saved',
  publishedToReview:
    'This property is on the site now. Saving changes, even as a draft, sends it back to review: it is off the site until our team approves it.',
  saveFailed: 'Your property could not be saved. Please try again.',
  /** No answer at all (081): what was typed is still on this device, kept as a draft. */
  saveUnreachable: `${UNREACHABLE} Your changes are kept on this device.`,
} as const;

const tabLabel = (status: ListingStatus) => MY_PROPERTY_TABS.find((t) => t.status === status)?.label ?? status;

/**
 * The done screen after a save. `previous` is the status before the save (null for a new listing),
 * `status` the one the server answered.
 */
export function saveOutcome(intent: SaveIntent, status: ListingStatus, previous: ListingStatus | null): SaveOutcome {
  const under = `You will find it in My Properties under ${tabLabel(status)}.`;
  if (intent === 'submit' && status === 'in_review') {
    return { heading: successMessages.propertySubmitted, text: `Our team will review it shortly. ${under}`, tab: status, toast: successMessages.propertySubmitted };
  }
  if (status === 'draft') {
    return { heading: outcomeMessages.draftSaved, text: 'You can come back to it from My Properties under Drafts.', tab: status, toast: outcomeMessages.draftSaved };
  }
  const saved = { heading: outcomeMessages.changesSaved, tab: status, toast: outcomeMessages.changesSaved };
  if (status === 'in_review') {
    const why =
      previous === 'published'
        ? 'It was published, so it went back to review: our team will look at the changes before it is on the site again.'
        : 'It is still in review: our team will look at it with your changes.';
    return { ...saved, text: `${why} ${under}` };
  }
  if (status === 'rejected') {
    return { ...saved, text: `It is still under ${tabLabel(status)} in My Properties. Submit it for review when it is ready.` };
  }
  return { ...saved, text: `It is still under ${tabLabel(status)} in My Properties.` };
}

/** Whether saving with this intent takes the listing (null: a new one) into review. */
export function savesIntoReview(status: ListingStatus | null, intent: SaveIntent): boolean {
  return nextStatus(status ?? 'draft', intent === 'submit' ? 'submit' : 'save') === 'in_review';
}

/** The warning shown while editing, when any save would take the listing off the site. */
export function editWarning(status: ListingStatus | null): string | null {
  return status === 'published' && savesIntoReview(status, 'draft') ? outcomeMessages.publishedToReview : null;
}

/** The wizard's small heading: what the person is doing, and nothing assumed when no purpose is chosen. */
export function wizardTitle(editing: boolean, purpose: Purpose | null): string {
  if (editing) return 'Edit your property';
  if (purpose === 'rent') return 'Rent out your property';
  if (purpose === 'sale') return 'Sell your property';
  return 'List your property';
}

/** The purpose to start with: the link's, when it names one, over a kept draft's. */
export function startingPurpose(fromLink: Purpose | null, kept: Purpose | null): Purpose | null {
  return fromLink ?? kept;
}

/** Splits picked files into those there is room for and those refused (the limit is per listing). */
export function acceptFiles<T>(files: readonly T[], room: number): { accepted: T[]; refused: T[] } {
  const free = Math.max(0, room);
  return { accepted: files.slice(0, free), refused: files.slice(free) };
}
