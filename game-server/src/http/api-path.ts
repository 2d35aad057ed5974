/** Where the REST routers are mounted; shared-schema's path constants name the full path under it. */
export const API_MOUNT = '/api';

/** A shared-schema path (`/api/payments/status`) as a router mounted at /api sees it (`/payments/status`). */
export function underApi(path: string): string {
  if (!path.startsWith(`${API_MOUNT}/`)) throw new Error(`${path} is not under ${API_MOUNT}`);
  return path.slice(API_MOUNT.length);
}
