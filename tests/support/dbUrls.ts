/** Which database the integration tests run on: PostgreSQL when FOC_TEST_DB=postgres and DATABASE_URL is set. */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.FOC_TEST_DB === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** The server's URL with another database name. */
export function databaseUrlFor(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}
