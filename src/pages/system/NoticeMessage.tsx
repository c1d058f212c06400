import { Button, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { noticeApi, type NoticeRow } from '../../api/notices';
import { NOTICE_COLUMNS } from '../../contract/notices';
import { toastKey } from '../../app/toaster';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '../../domain/message/notice';
import type { TimeType } from '../../domain/timeType';
import { formatInstant } from '../../domain/trip/time';
import { wallToUtc } from '../../domain/trip/wallTime';
import { dateTimeFieldError, normaliseDateTimeText } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { FieldSpec } from '../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import type { ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';

const L = 'notice.field';
/** Times are typed to the minute (no picker here to step by five). */
const ANY_MINUTE = { minuteStep: 1 };
const TIME_HINT: Record<Exclude<TimeType, 'Local'>, string> = { UTC: 'notice.form.timeHintUtc', Beijing: 'notice.form.timeHintBeijing' };

/**
 * A notice as the screen holds it: the form's time fields as wall-clock text 'YYYY-MM-DD HH:mm' in
 * the shown time type, the instants kept beside them for the columns.
 */
interface NoticeView extends Omit<NoticeRow, 'noticeTime' | 'overdueTime'> {
  noticeTime: string;
  overdueTime: string;
  noticeUtc: string;
  overdueUtc: string | null;
}

const wallOf = (iso: string | null, tt: TimeType) => (iso ? formatInstant(iso, tt).text : '');
const viewOf = (r: NoticeRow, tt: TimeType): NoticeView => ({ ...r, noticeTime: wallOf(r.noticeTime, tt), overdueTime: wallOf(r.overdueTime, tt), noticeUtc: r.noticeTime, overdueUtc: r.overdueTime });

/** The form's body (wall-clock text) → the server's (ISO instants); an unreadable text is sent as is (the server refuses it). */
function bodyOf(body: Record<string, unknown>, tt: TimeType): Record<string, unknown> {
  const out = { ...body };
  for (const k of ['noticeTime', 'overdueTime']) {
    const v = out[k];
    if (typeof v !== 'string') continue;
    const [date = '', time = ''] = normaliseDateTimeText(v, ANY_MINUTE).split(' ');
    out[k] = wallToUtc(date, time, tt) ?? v;
  }
  return out;
}

/** Notice messages (`system/NoticeMessage`): announcements for every user of the company, published and withdrawn by command. */
export default function NoticeMessage() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  // a notice has no airport: Local reads UTC, as the other times without one
  const tt: Exclude<TimeType, 'Local'> = timeType === 'Local' ? 'UTC' : timeType;
  const hint = useZoneHint()(tt);
  const canPublish = hasAbility('notice:publish');
  // rows changed by a publish command since the list loaded (the list itself reloads after its own dialogs)
  const [changed, setChanged] = useState<ReadonlyMap<string, NoticeView>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const current = useCallback((r: NoticeView) => {
    const c = changed.get(r.id);
    return c && c.version > r.version ? c : r;
  }, [changed]);

  const toggle = useCallback(
    async (r: NoticeView) => {
      setBusy(r.id);
      try {
        const saved = await (r.isPublish ? noticeApi.unpublish : noticeApi.publish)(r.id, r.version);
        setChanged((m) => new Map(m).set(saved.id, viewOf(saved, tt)));
        toastKey(saved.isPublish ? 'notice.published' : 'notice.unpublished', undefined, 'success');
      } catch (e) {
        if (!(e instanceof RequestError)) throw e; // the request layer has told the user (e.g. changed by someone else)
      } finally {
        setBusy(null);
      }
    },
    [tt],
  );

  const config = useMemo<ResourceListConfig<NoticeView>>(() => {
    const time = (key: 'noticeTime' | 'overdueTime', iso: (r: NoticeView) => string | null, none = ''): ListColumn<NoticeView> => ({
      key,
      header: t(`${L}.${key}`),
      hint,
      sortField: key,
      cell: (r) => (iso(r) ? <TimeCell iso={iso(r)} timeType={tt} /> : none),
      text: (r) => instantText(iso(r), tt) || none,
    });
    const columns: ListColumn<NoticeView>[] = [
      { key: 'title', header: t(`${L}.title`), sortField: 'title', cell: (r) => <strong>{r.title}</strong>, text: (r) => r.title },
      time('noticeTime', (r) => r.noticeUtc),
      time('overdueTime', (r) => r.overdueUtc, t('notice.never')),
      { key: 'sortNum', header: t(`${L}.sortNum`), sortField: 'sortNum', cell: (r) => r.sortNum, text: (r) => String(r.sortNum) },
      {
        key: 'isPublish',
        header: t(`${L}.isPublish`),
        sortField: 'isPublish',
        cell: (row) => {
          const r = current(row);
          return (
            <Tag minimal intent={r.isPublish ? 'success' : 'none'} data-testid="notice-state">
              {t(r.isPublish ? 'notice.state.published' : 'notice.state.unpublished')}
            </Tag>
          );
        },
        text: (row) => t(current(row).isPublish ? 'notice.state.published' : 'notice.state.unpublished'),
      },
      { key: 'updateAuthor', header: t(`${L}.updateAuthor`), cell: (r) => r.updateAuthor ?? '', text: (r) => r.updateAuthor ?? '' },
    ];
    if (canPublish) {
      columns.push({
        key: 'publishAction',
        header: t('notice.action.header'),
        cell: (row) => {
          const r = current(row);
          return (
            <Button
              size="small"
              variant="minimal"
              intent={r.isPublish ? 'warning' : 'success'}
              icon={r.isPublish ? 'disable' : 'send-message'}
              text={t(r.isPublish ? 'notice.action.unpublish' : 'notice.action.publish')}
              loading={busy === r.id}
              onClick={() => void toggle(r)}
              data-testid={r.isPublish ? 'notice-unpublish' : 'notice-publish'}
            />
          );
        },
        text: () => '',
      });
    }
    const search: SearchSpec[] = [{ name: 'title', label: `${L}.title`, kind: 'text', op: 'like' }];
    const timeRule = (v: string) => dateTimeFieldError(v, ANY_MINUTE);
    const form: FieldSpec[] = [
      { name: 'title', label: `${L}.title`, kind: 'text', required: true, maxLength: NOTICE_TITLE_MAX, wide: true },
      { name: 'content', label: `${L}.content`, kind: 'textarea', required: true, maxLength: NOTICE_CONTENT_MAX, wide: true },
      { name: 'noticeTime', label: `${L}.noticeTime`, kind: 'text', required: true, maxLength: 16, rule: timeRule, helper: TIME_HINT[tt], initial: wallOf(new Date().toISOString(), tt) },
      { name: 'overdueTime', label: `${L}.overdueTime`, kind: 'text', maxLength: 16, rule: timeRule, helper: TIME_HINT[tt] },
      { name: 'sortNum', label: `${L}.sortNum`, kind: 'integer', min: 0, max: 99999, notNull: true, initial: '0' },
      { name: 'isPublish', label: `${L}.isPublish`, kind: 'boolean', createOnly: true },
    ];
    return {
      screen: 'noticeMessage',
      perm: 'notice',
      noun: t('notice.noun'),
      fileName: t('notice.fileName'),
      exportUrl: '/common/v1/notices/export',
      exportColumns: NOTICE_COLUMNS.map((c) => c.key),
      rowKey: (r) => r.id,
      list: async (body) => {
        const a = await noticeApi.list(body);
        return { totalNum: a.totalNum, list: a.list.map((r) => viewOf(r, tt)) };
      },
      sort: { field: 'noticeTime', direction: 'desc' },
      columns,
      search,
      form,
      create: async (body) => viewOf(await noticeApi.create(bodyOf(body, tt)), tt),
      update: async (r, body) => viewOf(await noticeApi.update(r.id, bodyOf(body, tt)), tt),
      get: async (r) => viewOf(await noticeApi.get(r.id), tt),
      remove: (rows) => noticeApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => current(r).version,
    };
  }, [t, tt, hint, canPublish, current, busy, toggle]);

  // a new time type reloads the rows, so the form shows their times in it
  return <ResourceList key={tt} config={config} />;
}
