/**
 * Network settings (`system/NetworkConfig`): where the app reaches the file preview, the realtime
 * channel and the map assets (a declared resource, src/contract/resources/networkConfig.ts), with
 * enable / disable per row as commands at the row's version.
 */
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { showToast } from '../../app/toaster';
import { networkConfigDecl } from '../../contract/resources';
import { confirm } from '../../forms';
import { hasAbility } from '../../state/session';
import type { ListColumn } from '../../ui/list/ListTable';
import { DeclaredResourceScreen } from '../../ui/resource/DeclaredResourceScreen';
import type { DeclaredRow } from '../../ui/resource/declaredModel';

type Command = 'enable' | 'disable';

export const networkCommand = (id: string, command: Command, version: number) => api.post<DeclaredRow>(`${networkConfigDecl.path}/${encodeURIComponent(id)}/${command}`, { version });

export default function NetworkConfig() {
  const { t } = useTranslation();
  // a command's answer changes the row: the list loads again
  const [round, setRound] = useState(0);
  const leading = useMemo<ListColumn<DeclaredRow>[]>(() => {
    const run = async (r: DeclaredRow, command: Command) => {
      if (!(await confirm({ message: t(`networkConfig.${command}Confirm`, { address: String(r.startIp) }), intent: command === 'disable' ? 'danger' : 'primary' }))) return;
      try {
        await networkCommand(String(r.id), command, Number(r.version));
        showToast(t('networkConfig.done'), 'success');
        setRound((n) => n + 1);
      } catch {
        // the request layer has told the user (412 when the row changed meanwhile)
      }
    };
    return [
      {
        key: 'command',
        header: t('networkConfig.actions'),
        cell: (r) => {
          const command: Command = r.status === 'enabled' ? 'disable' : 'enable';
          if (!hasAbility(`networkConfig:${command}`)) return null;
          return (
            <Button
              size="small"
              variant="minimal"
              icon={command === 'enable' ? 'play' : 'pause'}
              intent={command === 'enable' ? 'success' : 'warning'}
              text={t(`networkConfig.${command}`)}
              data-testid={`network-${command}`}
              onClick={(e) => {
                e.stopPropagation();
                void run(r, command);
              }}
            />
          );
        },
        text: () => '',
      },
    ];
  }, [t]);
  return <DeclaredResourceScreen key={round} decl={networkConfigDecl} leading={leading} />;
}
