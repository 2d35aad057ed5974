import { AUTH_PROVIDER_LABELS, isAuthProviderName } from '@bluffle/shared-schema';

// How a signed-in user is shown on the menu (docs/product.md §2 Main menu, signed in).

/**
 * 'Connected via {provider}': a provider's own spelling (GitHub, not github). The local sign-in and a missing
 * provider are said in the interface language by the menu (catalogue area `account`).
 */
export function providerLabel(provider: string): string {
  return isAuthProviderName(provider) ? AUTH_PROVIDER_LABELS[provider] : provider;
}

/** Up to two initials for a user without an avatar picture ('Ada Lovelace' -> 'AL', 'grace' -> 'G'). */
export function initialsOf(username: string): string {
  const words = username.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
