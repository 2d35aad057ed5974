import { createStore } from 'zustand/vanilla';

// Toasts (docs/product.md §9 Words administration: a toast stays 4 s by default, at most 3 show at once). Kept in a
// store with no React, so the admin actions can show one from outside a component.

export const TOAST_DEFAULT_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextToastId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Shows a toast for `durationMs`; the oldest goes when a fourth arrives. */
export function showToast(message: string, kind: ToastKind = 'success', durationMs = TOAST_DEFAULT_MS): void {
  const id = nextToastId;
  nextToastId += 1;
  toastStore.setState((state) => ({
    toasts: [...state.toasts, { id, kind, message }].slice(-MAX_VISIBLE_TOASTS),
  }));
  setTimeout(() => dismissToast(id), durationMs);
}
