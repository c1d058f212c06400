/** Every key the app keeps in the browser's storage, in one place. */
export const StorageKey = {
  token: 'foc.token',
  tokenExpiresAt: 'foc.tokenExpiresAt',
  language: 'foc.language',
  settings: 'foc.settings',
  seat: 'foc.seat',
  companyCode: 'foc.companyCode',
  version: 'foc.version',
  tabs: 'foc.tabs',
} as const;

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or denied: the app keeps working for this page
  }
}

export function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
