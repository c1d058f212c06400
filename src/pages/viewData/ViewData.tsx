/**
 * Data reports (/viewData): the company's data-report projects (a declared resource,
 * src/contract/resources/viewProject.ts) with an Open button per row that opens the project's
 * address in a new window while this page stays. Administrators add, edit and delete projects
 * through the same list (the menu's add/edit/delete keys); everyone with the screen lists,
 * searches, sorts and exports them.
 */
import { Button, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { viewProjectDecl } from '../../contract/resources';
import { url as urlRule } from '../../domain/validation';
import type { ListColumn } from '../../ui/list/ListTable';
import { DeclaredResourceScreen } from '../../ui/resource/DeclaredResourceScreen';
import type { DeclaredRow } from '../../ui/resource/declaredModel';

/** Opens a project's address in a new window (no opener, no referrer); only http(s) addresses. */
export function openProject(address: unknown): boolean {
  if (typeof address !== 'string' || urlRule(address) !== null) return false;
  window.open(address, '_blank', 'noopener');
  return true;
}

export default function ViewData() {
  const { t } = useTranslation();
  const leading = useMemo<ListColumn<DeclaredRow>[]>(
    () => [
      {
        key: 'open',
        header: t('viewData.open'),
        cell: (r) =>
          r.enabled === false ? (
            <Tag minimal data-testid="view-project-disabled">
              {t('viewData.disabled')}
            </Tag>
          ) : (
            <Button
              small
              intent="primary"
              icon="share"
              text={t('viewData.open')}
              title={t('viewData.openHint')}
              data-testid="view-project-open"
              onClick={(e) => {
                e.stopPropagation();
                openProject(r.url);
              }}
            />
          ),
        text: () => '',
      },
    ],
    [t],
  );
  return <DeclaredResourceScreen decl={viewProjectDecl} leading={leading} />;
}
