/**
 * How the crew detail shows the sensitive fields (bank card, emergency contact and phone), pure: as
 * the server answered them — masked for a reader without `crewDetail:sensitive` (the row says
 * `masked`) — with a mark that they are masked, and '—' when empty.
 */
export interface SensitiveShown {
  text: string;
  masked: boolean;
}

export function sensitiveShown(value: string | null | undefined, rowMasked: boolean): SensitiveShown {
  if (value === null || value === undefined || value === '') return { text: '—', masked: false };
  return { text: value, masked: rowMasked };
}

/** The emergency contact with their phone, as one line. */
export function contactLine(name: string | null | undefined, phone: string | null | undefined): string | null {
  const parts = [name, phone].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' · ') : null;
}
