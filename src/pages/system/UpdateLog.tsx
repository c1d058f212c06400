import { Button, Callout, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { updateLogApi, type UpdateLogRow } from '../../api/systemLog';
import { showToast } from '../../app/toaster';
import { APP_VERSION_PATTERN, UPDATE_NOTE_MAX } from '../../contract/updateLog';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';
import { patternRule, type FieldSpec } from '../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import { logTimeType } from './log/labels';

const L = 'systemLog.update.field';
const NOTES = ['noteZh', 'noteZhtw', 'noteEn'] as const;
const VERSION_RULE = patternRule(new RegExp(APP_VERSION_PATTERN), '1.4.0');

/**
 * Release notes (`system/UpdateLog`), written by the platform administrator: one per application
 * version in the three languages; Publish shows it once to every user in the forced-update dialog.
 */
export default function UpdateLog() {
  const { t, i18n } = useTranslation();
  const { user } = useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = logTimeType(timeType);
  const hint = useZoneHint()(tt);
  const canPublish = hasAbility('updateLog:publish');
  // rows published since the list loaded
  const [changed, setChanged] = useState<ReadonlyMap<string, UpdateLogRow>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const current = useCallback((r: UpdateLogRow) => {
    const c = changed.get(r.id);
    return c && c.version > r.version ? c : r;
  }, [changed]);

  const publish = useCallback(
    async (r: UpdateLogRow) => {
      setBusy(r.id);
      try {
        const saved = await updateLogApi.publish(r.id, r.version);
        setChanged((m) => new Map(m).set(saved.id, saved));
        showToast(t('systemLog.update.publishedToast', { version: saved.appVersion }), 'success');
      } catch (e) {
        if (!(e instanceof RequestError)) throw e; // the request layer has told the user (412 when changed meanwhile)
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  const config = useMemo<ResourceListConfig<UpdateLogRow>>(() => {
    const shownNote = i18n.language === 'en' ? 'noteEn' : i18n.language === 'zhtw' ? 'noteZhtw' : 'noteZh';
    const columns: ListColumn<UpdateLogRow>[] = [
      { key: 'appVersion', header: t(`${L}.appVersion`), sortField: 'appVersion', cell: (r) => r.appVersion, text: (r) => r.appVersion },
      { key: shownNote, header: t(`${L}.${shownNote}`), cell: (r) => <span className="foc-update-note">{r[shownNote]}</span>, text: (r) => r[shownNote] },
      {
        key: 'published',
        header: t(`${L}.published`),
        sortField: 'published',
        cell: (row) => {
          const r = current(row);
          if (r.published) return <Tag minimal intent="success" data-testid="update-published">{t('systemLog.update.state.published')}</Tag>;
          return canPublish ? (
            <Button size="small" variant="minimal" intent="primary" icon="send-message" text={t('systemLog.update.publish')} loading={busy === r.id} onClick={() => void publish(r)} data-testid="update-publish" />
          ) : (
            <Tag minimal>{t('systemLog.update.state.draft')}</Tag>
          );
        },
        text: (r) => t(`systemLog.update.state.${current(r).published ? 'published' : 'draft'}`),
      },
      { key: 'publishTime', header: t(`${L}.publishTime`), hint, sortField: 'publishTime', cell: (r) => <TimeCell iso={current(r).publishTime} timeType={tt} />, text: (r) => instantText(current(r).publishTime, tt) },
      { key: 'updateAuthor', header: t(`${L}.updateAuthor`), cell: (r) => current(r).updateAuthor ?? '', text: (r) => current(r).updateAuthor ?? '' },
    ];
    const search: SearchSpec[] = [{ name: 'appVersion', label: `${L}.appVersion`, kind: 'text', op: 'like' }];
    const form: FieldSpec[] = [
      { name: 'appVersion', label: `${L}.appVersion`, kind: 'text', required: true, maxLength: 40, rule: VERSION_RULE },
      ...NOTES.map((n): FieldSpec => ({ name: n, label: `${L}.${n}`, kind: 'textarea', required: true, maxLength: UPDATE_NOTE_MAX, wide: true })),
    ];
    return {
      screen: 'updateLog',
      perm: 'updateLog',
      noun: t('systemLog.update.noun'),
      fileName: t('systemLog.update.fileName'),
      exportUrl: '/system/v1/updateLogs/export',
      rowKey: (r) => r.id,
      list: updateLogApi.list,
      sort: { field: 'createTime', direction: 'desc' },
      columns,
      search,
      form,
      create: (body) => updateLogApi.create(body),
      update: (r, body) => updateLogApi.update(r.id, body),
      get: (r) => updateLogApi.get(r.id),
      remove: (rows) => updateLogApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => current(r).version,
    };
  }, [t, i18n.language, tt, hint, canPublish, current, busy, publish]);

  if (!user?.platformAdmin) {
    return (
      <Callout intent="warning" icon="lock" data-testid="update-platform-only">
        {t('systemLog.update.platformOnly')}
      </Callout>
    );
  }
  return <ResourceList config={config} />;
}
