/**
 * What an action says when its request (or the code it needs) never reached the server: the
 * connection dropped after the page loaded. House wording, in a module of its own so the shell's
 * smallest scripts can say it without carrying the other messages.
 */
export const UNREACHABLE = 'Could not reach Basera. Please check your connection and try again.';
