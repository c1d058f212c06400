import { Button, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionEntryNames, type LogRow } from '../../../api/systemLog';
import { permissionDiff, type DiffMark } from './permissionDiff';
import { labelOr } from './labels';

const INTENT: Record<DiffMark, 'none' | 'success' | 'danger'> = { same: 'none', added: 'success', removed: 'danger' };

/** A permission change: the lists before and after side by side, what was removed and added marked. */
export function PermissionDiffDialog({ row, onClose }: { row: LogRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({});
  const kind = row?.permissionType ?? null;
  useEffect(() => {
    let live = true;
    setNames({});
    if (kind !== null) void permissionEntryNames(kind).then((n) => live && setNames(n));
    return () => {
      live = false;
    };
  }, [kind]);
  if (!row) return null;
  const d = permissionDiff(row.beforeList, row.afterList);
  const side = (kind: 'before' | 'after', items: typeof d.before) => (
    <div className="foc-log-diff__side" data-testid={`diff-${kind}`}>
      <h4>{t(`systemLog.diff.${kind}`, { count: items.length })}</h4>
      {items.length === 0 && <div className="foc-log-diff__empty">{t('systemLog.diff.empty')}</div>}
      <ul>
        {items.map((x) => (
          <li key={x.value} className={`foc-log-diff__item foc-log-diff__item--${x.mark}`} data-mark={x.mark}>
            {x.mark !== 'same' && (
              <Tag minimal intent={INTENT[x.mark]}>
                {t(`systemLog.diff.${x.mark}`)}
              </Tag>
            )}
            <span title={x.value}>{names[x.value] ?? x.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Dialog isOpen onClose={onClose} title={t('systemLog.diff.title', { function: labelOr(t, 'systemLog.function', row.functionName) })} icon="changes" style={{ width: 760 }}>
      <DialogBody>
        <p data-testid="diff-summary">
          {row.permissionType !== null && <Tag minimal>{t(`systemLog.permissionType.${row.permissionType}`)}</Tag>} {t('systemLog.diff.summary', { added: d.added, removed: d.removed })}
        </p>
        <div className="foc-log-diff" data-testid="permission-diff">
          {side('before', d.before)}
          {side('after', d.after)}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={t('systemLog.diff.close')} onClick={onClose} />} />
    </Dialog>
  );
}
