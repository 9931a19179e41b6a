// Telling owners about their listings: the public surface. Server-only.
export { notifyInquiry, notifyOwner } from './notify.server';
export { ownerNotice, type OwnerEvent, type Notice } from './messages';
