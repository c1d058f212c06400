/** The list-query body and answer are part of the contract (src/contract/listQuery.ts). */
export * from '../../../src/contract/listQuery';
