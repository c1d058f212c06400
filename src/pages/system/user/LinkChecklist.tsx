import { Button, Checkbox, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/http';
import { systemUserApi } from '../../../api/systemUsers';
import { toastKey } from '../../../app/toaster';
import type { OptionSpec } from '../../../ui/resource/formModel';
import type { UserDetailProps } from './UserDetailFrame';

/** A user's roles or seats as a list of checkboxes, saved with the user's version (a stale one answers 412). */
export function LinkChecklist({ user, reload, field, options, initial, testId }: UserDetailProps & { field: 'roleIds' | 'seatIds'; options: readonly OptionSpec[]; initial: readonly string[]; testId: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(initial));
  const [saving, setSaving] = useState(false);
  const dirty = chosen.size !== initial.length || initial.some((id) => !chosen.has(id));
  const flip = (id: string) =>
    setChosen((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      await systemUserApi.update(user.id, { version: user.version, [field]: [...chosen] });
      toastKey('systemUser.detail.saved', undefined, 'success');
      await reload();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // the request layer has told the user
    } finally {
      setSaving(false);
    }
  };
  if (options.length === 0) return <NonIdealState icon="search" title={t('resources.form.noChoice')} />;
  return (
    <>
      <div className="foc-user-detail__checks" data-testid={testId}>
        {options.map((o) => (
          <Checkbox key={String(o.value)} label={o.label} checked={chosen.has(String(o.value))} onChange={() => flip(String(o.value))} data-testid="user-link-option" data-value={String(o.value)} />
        ))}
      </div>
      <div className="foc-user-detail__bar">
        <Button intent="primary" icon="floppy-disk" text={t('systemUser.detail.save')} disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="user-link-save" />
      </div>
    </>
  );
}
