import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/file.json';
import zh from '../../../locales/zh/file.json';
import zhtw from '../../../locales/zhtw/file.json';
import { itHasEveryUsedKey, itHasSameKeysAndPlaceholders, type LocaleTables } from '../../i18n/localeChecks';

const LOCALES: LocaleTables = { zh, zhtw, en };
const FILES = ['src/ui/attachments/AttachmentsPanel.tsx', 'src/ui/attachments/FileViewer.tsx', 'src/pages/filePreview/FilePreview.tsx'];

/** Every literal `file.*` key of the attachment panel, the viewer and the preview screen. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const f of FILES) for (const m of readFileSync(f, 'utf8').matchAll(/['`](file\.(?:panel|preview)\.[A-Za-z]+)['`]/g)) keys.add(m[1]!);
  return [...keys];
}

describe('file locales', () => {
  it('finds the keys of the screens', () => {
    expect(usedKeys()).toEqual(expect.arrayContaining(['file.panel.title', 'file.preview.missing', 'file.preview.unsupported', 'file.preview.noId']));
  });
  itHasEveryUsedKey(LOCALES, usedKeys, 'file screens');
  itHasSameKeysAndPlaceholders(LOCALES);
});
