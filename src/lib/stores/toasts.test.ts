import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $toasts, clearToasts, dismissToast, MAX_TOASTS, showToast, TOAST_LIFETIME_MS } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearToasts();
    cleanStores($toasts);
    vi.useRealTimers();
  });

  it('shows a toast with its type and message', () => {
    const id = showToast({ type: 'success', message: 'Property saved' });
    expect($toasts.get()).toEqual([{ id, type: 'success', message: 'Property saved' }]);
  });

  it('dismisses a toast by itself after 6000 ms, not before', () => {
    showToast({ type: 'info', message: 'Hello' });
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(TOAST_LIFETIME_MS).toBe(6000);
  });

  it('dismisses one toast on request and leaves the others', () => {
    const first = showToast({ type: 'error', message: 'Something went wrong' });
    const second = showToast({ type: 'success', message: 'Saved' });
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
    // The dismissed toast's timer is gone: the later one still expires on its own schedule.
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps each toast for its own lifetime', () => {
    showToast({ type: 'info', message: 'one' });
    vi.advanceTimersByTime(2000);
    showToast({ type: 'info', message: 'two' });
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 2000);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['two']);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });

  it('drops the oldest toasts when too many are shown', () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) showToast({ type: 'info', message: `m${i}` });
    expect($toasts.get().map((toast) => toast.message)).toEqual(['m3', 'm4', 'm5', 'm6']);
  });

  it('tells subscribers about every change', () => {
    const seen: number[] = [];
    const unsubscribe = $toasts.subscribe((list) => seen.push(list.length));
    const id = showToast({ type: 'info', message: 'x' });
    dismissToast(id);
    dismissToast(id);
    unsubscribe();
    expect(seen).toEqual([0, 1, 0]);
  });
});
