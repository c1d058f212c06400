import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EXPIRY_INTENT, expiryText, type ExpiryFacts } from './recordStatus';

/** The coloured expiry status of a crew record (or of a crew member's worst record) with its days left. */
export function ExpiryTag({ facts, testId = 'expiry-status', minimal }: { facts: ExpiryFacts; testId?: string; minimal?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag intent={EXPIRY_INTENT[facts.status] ?? 'none'} minimal={minimal} data-status={facts.status} data-testid={testId}>
      {expiryText(t, facts)}
    </Tag>
  );
}
