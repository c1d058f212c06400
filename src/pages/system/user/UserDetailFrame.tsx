import { Button, Callout, Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { systemUserApi, type UserView } from '../../../api/systemUsers';
import './user.css';

export interface UserDetailProps {
  user: UserView;
  /** Reads the user again (after a save: the new version). */
  reload: () => Promise<void>;
}

/**
 * The frame of a user's detail screen (opened from the list with `?id=<userId>`): the user's
 * name, a way back to the list, the screen's hint, and the screen itself once the user is read.
 */
export function UserDetailFrame({ title, hint, testId, children }: { title: string; hint: string; testId: string; children: (p: UserDetailProps) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [user, setUser] = useState<UserView | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    if (!id) return;
    try {
      setUser(await systemUserApi.get(id));
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    setUser(null);
    setFailed(false);
    void reload();
  }, [reload]);

  if (!id || failed) return <NonIdealState icon="search" title={t('systemUser.detail.noUser')} action={<Button icon="arrow-left" text={t('systemUser.detail.back')} onClick={() => navigate('/systemManager/user')} />} />;
  return (
    <div className="foc-user-detail" data-testid={testId}>
      <div className="foc-user-detail__head">
        <Button icon="arrow-left" variant="minimal" text={t('systemUser.detail.back')} onClick={() => navigate('/systemManager/user')} data-testid="user-detail-back" />
        <H4>{t(title)}</H4>
        {user && <span className="foc-user-detail__who" data-testid="user-detail-who">{t('systemUser.detail.user', { name: user.personName, userName: user.userName })}</span>}
      </div>
      <Callout compact intent="primary" icon="info-sign">
        {t(hint)}
      </Callout>
      <Card className="foc-user-detail__body">{user ? children({ user, reload }) : <Spinner size={24} />}</Card>
    </div>
  );
}
