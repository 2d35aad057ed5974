import { AUTH_PROVIDER_LABELS, isAuthProviderName, type Subscription } from '@bluffle/shared-schema';

// How a signed-in user is shown on the menu (spec §2 Main menu, signed in).

/** The plan badge's words (spec §3 Plan names). */
export const PLAN_LABELS: Record<Subscription, string> = {
  bluffling: 'Bluffling',
  lexivestor: 'Lexivestor',
  wordsmith: 'Wordsmith',
  admin: 'Admin',
};

/** 'Connected via {provider}': the provider's own spelling; the local sign-in says what it is. */
export function providerLabel(provider: string): string {
  if (isAuthProviderName(provider)) return AUTH_PROVIDER_LABELS[provider];
  if (provider === 'local') return 'local sign-in';
  return provider || 'unknown provider';
}

/** Up to two initials for a user without an avatar picture ('Ada Lovelace' -> 'AL', 'grace' -> 'G'). */
export function initialsOf(username: string): string {
  const words = username.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
