import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appFreshness, sourcesHash, writeStamp } from './appBuild';

describe('appFreshness: is dist/ up to date with its sources', () => {
  const root = mkdtempSync(join(tmpdir(), 'foc-appbuild-'));
  const out = join(root, 'dist');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src', 'main.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'index.html'), '<html></html>\n');

  it('is missing without index.html, stale without a stamp, fresh with the stamp of the same sources', () => {
    expect(appFreshness(out, root)).toBe('missing');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), '<html></html>');
    expect(appFreshness(out, root)).toBe('stale');
    writeStamp(out, sourcesHash(root));
    expect(appFreshness(out, root)).toBe('fresh');
  });

  it('turns stale when a source changes, appears or goes, but not for a test file beside the code', () => {
    writeStamp(out, sourcesHash(root));
    writeFileSync(join(root, 'src', 'main.test.ts'), 'test');
    expect(appFreshness(out, root)).toBe('fresh');
    writeFileSync(join(root, 'src', 'main.tsx'), 'export const a = 2;\n');
    expect(appFreshness(out, root)).toBe('stale');
    writeStamp(out, sourcesHash(root));
    writeFileSync(join(root, 'src', 'extra.ts'), '');
    expect(appFreshness(out, root)).toBe('stale');
    rmSync(join(root, 'src', 'extra.ts'));
    expect(appFreshness(out, root)).toBe('fresh');
  });
});
