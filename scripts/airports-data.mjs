#!/usr/bin/env node
// Writes the airport catalogue the server loads (server/modules/base/airports-<version>.json.gz)
// from the airport-data-js package (CC BY 4.0, https://github.com/aashishvanand/airport-data-js):
// every record, only the fields server/modules/base/airportCatalog.ts maps. The package is no
// dependency: it is read from node_modules when that holds the version, else from `npm pack`.
//   node scripts/airports-data.mjs [version]      (default 4.0.0)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const version = process.argv[2] ?? '4.0.0';
const root = new URL('..', import.meta.url).pathname;
/** The fields toCatalogueRow reads, in this order in every row. */
const FIELDS = ['icao', 'iata', 'airport', 'country_code', 'continent', 'latitude', 'longitude', 'elevation_ft', 'time', 'runway_length', 'type', 'scheduled_service'];

function packageDir() {
  const installed = join(root, 'node_modules', 'airport-data-js');
  if (existsSync(join(installed, 'package.json')) && JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version === version) {
    return { dir: installed, cleanup: () => undefined };
  }
  const tmp = mkdtempSync(join(tmpdir(), 'airport-data-js-'));
  const tgz = execFileSync('npm', ['pack', `airport-data-js@${version}`, '--silent', '--pack-destination', tmp], { cwd: tmp, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(tmp, tgz), '-C', tmp]);
  return { dir: join(tmp, 'package'), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

const { dir, cleanup } = packageDir();
try {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.version !== version) throw new Error(`airport-data-js: found ${pkg.version}, wanted ${version}`);
  const mod = createRequire(join(dir, 'package.json'))(dir);
  const findAirports = mod.findAirports ?? mod.default?.findAirports;
  const airports = await findAirports({}); // the package has no getAllAirports: an empty filter returns every record
  const rows = airports.map((a) => FIELDS.map((f) => a[f] ?? null));
  const data = {
    source: `airport-data-js@${version}`,
    license: `${pkg.license} — ${pkg.author}, ${pkg.repository?.url ?? pkg.homepage}`,
    fields: FIELDS,
    rows,
  };
  const out = join(root, 'server', 'modules', 'base', `airports-${version}.json.gz`);
  const gz = gzipSync(JSON.stringify(data), { level: 9 });
  writeFileSync(out, gz);
  console.log(`${out}: ${rows.length} airports, ${(gz.length / 1024).toFixed(0)} KiB`);
} finally {
  cleanup();
}
