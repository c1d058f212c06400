import { IconNames, type IconName } from '@blueprintjs/icons';

/** Shown for an entry without an icon, or with a name Blueprint does not know. */
export const FALLBACK_ICON: IconName = 'document';

const KNOWN = new Set<string>(Object.values(IconNames));

/** A route's icon as a Blueprint icon name: unknown names (server data) fall back. */
export function menuIcon(name: string | null | undefined): IconName;
export function menuIcon(name: string | null | undefined, fallback: null): IconName | undefined;
export function menuIcon(name: string | null | undefined, fallback: IconName | null = FALLBACK_ICON): IconName | undefined {
  if (name && KNOWN.has(name)) return name as IconName;
  return fallback ?? undefined;
}
