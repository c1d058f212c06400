import { api } from '../../api/http';

/** How often the browser asks the server for its version (and on window focus). */
export const VERSION_POLL_MS = 5 * 60_000;
/** The update dialog updates by itself after this (requirements S9). */
export const AUTO_UPDATE_MS = 3_000;

export interface ServerVersion {
  version: string;
  /** server start time, ISO 8601 */
  build: string;
}

export const versionApi = {
  get: () => api.get<ServerVersion>('/uaa/version', { silent: true }),
};

/**
 * Whether the page must update: the server runs another version than this page was built with,
 * and the page has not already reloaded for that version (a reload that still serves the old bundle
 * must not loop). An unknown server version never updates.
 */
export function needsUpdate(serverVersion: string | null | undefined, builtVersion: string, storedVersion: string | null): boolean {
  if (!serverVersion) return false;
  if (serverVersion === builtVersion) return false;
  return serverVersion !== storedVersion;
}
