/**
 * Texts of the listing detail page that the product spec does not give word for word (house
 * wording). The spec's own texts (e-mail, phone, name) come from src/lib/messages.
 */
export const inquiryMessages = {
  messageBlank: 'Message is required',
  messageTooLong: 'Please keep the message under 2000 characters',
  nameTooLong: 'Please keep the name under 100 characters',
  sent: 'Your inquiry has been sent. The owner will contact you soon.',
  tooMany: 'You have sent many inquiries in a short time. Please try again later.',
  /** The inquiry (or the code that sends it) could not reach the server: what was typed is still there. */
  notSent: 'Could not send your inquiry. Please check your connection and try again.',
} as const;

/** Said above the inquiry form to someone who already sent one about the listing (decision 096). */
export function inquiredBeforeText(date: string): string {
  return `You sent an inquiry about this property on ${date}. You can send another below.`;
}

export const reportMessages = {
  reasonRequired: 'Please choose a reason',
  commentsTooLong: 'Please keep the comments under 1000 characters',
  sent: 'Thank you. Our team will review this listing.',
  tooMany: 'You have sent many reports in a short time. Please try again later.',
} as const;

export const likeMessages = {
  failed: 'Could not update your liked properties. Please try again.',
  signInToLike: 'Sign in to save properties you like',
} as const;

export const contactMessages = {
  tooMany: 'Too many requests for phone numbers. Please try again later.',
  noPhone: 'The owner has not shared a phone number.',
  failed: 'Could not show the phone number. Please check your connection and try again.',
} as const;

export const listingNotFound = 'This property does not exist or is no longer listed.';
