import { authApi } from '../api/auth-api';
import { applyServerStats } from '../stats/stats-store';

/**
 * Loads the signed-in user's server stats into the local ones: on sign-in, and after each finished game,
 * once the server has counted it (docs/design.md decision 4). docs/product.md §8: a stats load failure keeps the local stats.
 */
export async function refreshServerStats(userId: string): Promise<void> {
  try {
    applyServerStats(userId, await authApi.getUserStats(userId));
  } catch (error) {
    console.error('Failed to load stats', error);
  }
}
