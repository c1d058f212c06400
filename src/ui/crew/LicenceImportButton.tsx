import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CREW_DOCUMENT_IMPORT_BASE } from '../../api/crewRecords';
import { LICENCE_IMPORT_COLUMNS } from '../../contract/crewRecordColumns';
import { hasAbility, session } from '../../state/session';
import { ImportDialog, type ImportSpec } from '../resource/ImportDialog';

/** Licences of many crew members from one workbook (`POST /crew/v1/documents/import`), by whoever may change licences. */
export function LicenceImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const [open, setOpen] = useState(false);
  const spec: ImportSpec = { base: CREW_DOCUMENT_IMPORT_BASE, columns: LICENCE_IMPORT_COLUMNS, permission: 'crewDetail:licence', templateName: t('crewDetail.import.template') };
  if (!hasAbility(spec.permission)) return null;
  return (
    <>
      <Button icon="import" text={t('crewDetail.import.licences')} onClick={() => setOpen(true)} data-testid="licence-import" />
      {open && (
        <ImportDialog
          spec={spec}
          noun={t('crewDetail.noun.licence')}
          onClose={() => setOpen(false)}
          onImported={() => {
            setOpen(false);
            onImported();
          }}
        />
      )}
    </>
  );
}
