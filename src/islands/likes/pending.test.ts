import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $authModal, showAuthModal } from '@/islands/auth/store';
import {
  forgetPendingLikesWhenSignInIsDismissed,
  rememberPendingLike,
  rememberPendingProjectLike,
  takePendingLike,
  takePendingProjectLike,
} from './pending';

/** sessionStorage as the browser has it, for the node test environment. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('pending likes', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
    $authModal.set({ type: null, redirect: null, address: null, resetGrant: null });
    forgetPendingLikesWhenSignInIsDismissed();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('keeps a like and a project like until they are taken, once', () => {
    rememberPendingLike(12);
    rememberPendingProjectLike(3);
    expect(takePendingLike(true)).toBe(12);
    expect(takePendingLike()).toBe(12);
    expect(takePendingLike()).toBeNull();
    expect(takePendingProjectLike()).toBe(3);
    expect(takePendingProjectLike()).toBeNull();
  });

  it('drops both when the sign-in dialog closes without a sign-in', () => {
    showAuthModal('SIGN_IN');
    rememberPendingLike(12);
    rememberPendingProjectLike(3);
    showAuthModal(null);
    expect(takePendingLike()).toBeNull();
    expect(takePendingProjectLike()).toBeNull();
  });

  it('keeps them while the dialog moves between its screens', () => {
    showAuthModal('SIGN_IN');
    rememberPendingLike(12);
    rememberPendingProjectLike(3);
    showAuthModal('SIGN_UP');
    showAuthModal('OTP_MODAL', { address: '+923001234567' });
    expect(takePendingLike(true)).toBe(12);
    expect(takePendingProjectLike()).toBe(3);
  });

  it('does not drop a like asked for after the dialog was last closed until it closes again', () => {
    showAuthModal('SIGN_IN');
    showAuthModal(null);
    rememberPendingLike(7);
    expect(takePendingLike(true)).toBe(7);
    showAuthModal('SIGN_IN');
    showAuthModal(null);
    expect(takePendingLike()).toBeNull();
  });
});
