import { useSyncExternalStore } from 'react';
// The business every list and write call works in. It lives in localStorage (under
// CURRENT_BUSINESS_KEY) so a reload keeps the user's choice, and in one place so the
// dataProvider, the gate and the switcher agree.
import { CURRENT_BUSINESS_KEY } from './currentBusinessKey';

type Listener = () => void;
const listeners = new Set<Listener>();

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access; the app then forgets the choice on reload.
    return undefined;
  }
};

export const getCurrentBusinessId = (): string | null =>
  storage()?.getItem(CURRENT_BUSINESS_KEY) ?? null;

export const setCurrentBusinessId = (id: string | null): void => {
  if (id === getCurrentBusinessId()) return;
  if (id === null) storage()?.removeItem(CURRENT_BUSINESS_KEY);
  else storage()?.setItem(CURRENT_BUSINESS_KEY, id);
  listeners.forEach((listener) => listener());
};

export const subscribeCurrentBusiness = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Keeps the stored id only when the user still holds a role in that business (another user may
 * have signed in on this browser); otherwise falls back to the first business, or none.
 */
export const reconcileCurrentBusiness = (businessIds: readonly string[]): string | null => {
  const current = getCurrentBusinessId();
  const next = current && businessIds.includes(current) ? current : (businessIds[0] ?? null);
  setCurrentBusinessId(next);
  return next;
};

export const useCurrentBusinessId = (): string | null =>
  useSyncExternalStore(subscribeCurrentBusiness, getCurrentBusinessId, getCurrentBusinessId);
