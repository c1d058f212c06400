/** The wire shapes every route shares live in the contract (src/contract/common.ts), imported by server and browser. */
export * from '../../src/contract/common';
