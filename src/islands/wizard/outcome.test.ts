import { describe, expect, it } from 'vitest';
import { acceptFiles, editWarning, saveOutcome, savesIntoReview, startingPurpose, wizardTitle } from './outcome';

describe('what a save tells the person', () => {
  it('a new listing saved as a draft is a draft, under Draft', () => {
    expect(saveOutcome('draft', 'draft', null)).toMatchObject({
      heading: 'Your draft has been saved',
      text: 'You can come back to it from My Properties under Drafts.',
      tab: 'draft',
    });
  });

  it('a submitted listing is in review', () => {
    expect(saveOutcome('submit', 'in_review', 'rejected')).toEqual({
      heading: 'Your property details have been submitted',
      text: 'Our team will review it shortly. You will find it in My Properties under In review.',
      tab: 'in_review',
      toast: 'Your property details have been submitted',
    });
  });

  it('a published listing saved "as draft" says it went back to review, and points at In review', () => {
    const outcome = saveOutcome('draft', 'in_review', 'published');
    expect(outcome.tab).toBe('in_review');
    expect(outcome.heading).toBe('Your changes have been saved');
    expect(outcome.text).toContain('went back to review');
    expect(outcome.text).toContain('under In review');
    expect(outcome.text).not.toMatch(/draft/i);
  });

  it('a rejected or removed listing saved stays where it was, and says so', () => {
    expect(saveOutcome('draft', 'rejected', 'rejected')).toMatchObject({ tab: 'rejected', heading: 'Your changes have been saved' });
    expect(saveOutcome('draft', 'rejected', 'rejected').text).toBe('It is still under Rejected in My Properties. Submit it for review when it is ready.');
    expect(saveOutcome('draft', 'removed', 'removed')).toMatchObject({ tab: 'removed', text: 'It is still under Removed in My Properties.' });
  });

  it('warns while editing a published listing only', () => {
    expect(editWarning('published')).toMatch(/back to review/);
    for (const status of ['draft', 'in_review', 'rejected', 'removed'] as const) expect(editWarning(status)).toBeNull();
    expect(editWarning(null)).toBeNull();
  });

  it('knows which saves end in review (and so need the submit rules)', () => {
    expect(savesIntoReview('published', 'draft')).toBe(true);
    expect(savesIntoReview('in_review', 'draft')).toBe(true);
    expect(savesIntoReview('rejected', 'draft')).toBe(false);
    expect(savesIntoReview(null, 'draft')).toBe(false);
    expect(savesIntoReview(null, 'submit')).toBe(true);
  });
});

describe('starting the wizard', () => {
  it("the link's purpose wins over a kept draft's", () => {
    expect(startingPurpose('rent', 'sale')).toBe('rent');
    expect(startingPurpose(null, 'sale')).toBe('sale');
    expect(startingPurpose(null, null)).toBeNull();
  });

  it('names no purpose before one is chosen', () => {
    expect(wizardTitle(false, null)).toBe('List your property');
    expect(wizardTitle(false, 'sale')).toBe('Sell your property');
    expect(wizardTitle(false, 'rent')).toBe('Rent out your property');
    expect(wizardTitle(true, 'rent')).toBe('Edit your property');
  });
});

describe('picking pictures', () => {
  it('refuses the files beyond the room left, before any upload', () => {
    const files = Array.from({ length: 32 }, (_, i) => `f${i}`);
    expect(acceptFiles(files, 30)).toEqual({ accepted: files.slice(0, 30), refused: ['f30', 'f31'] });
    expect(acceptFiles(files.slice(0, 3), 1)).toEqual({ accepted: ['f0'], refused: ['f1', 'f2'] });
    expect(acceptFiles(files.slice(0, 2), 0).accepted).toEqual([]);
    expect(acceptFiles(files.slice(0, 2), -1).refused).toHaveLength(2);
  });
});
