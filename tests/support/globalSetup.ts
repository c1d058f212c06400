// Prepared database templates for integration tests (filled in by tests/support/testDb.ts).
export default async function setup(): Promise<void | (() => Promise<void>)> {}
