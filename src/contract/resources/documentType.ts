import { declareResource } from './types';

/** Document types (requirements D3 "Document and document type"): a tree of the company's document kinds. */
export const documentTypeDecl = declareResource({
  name: 'documentType',
  table: 'document_types',
  path: '/base/v1/documentTypes',
  area: 'documentType',
  component: 'document/DocumentType',
  noun: 'document type',
  tag: 'base: document types',
  fields: {
    name: { kind: 'text', maxLength: 50, required: true, search: 'like' },
    parentId: { kind: 'ref', to: 'documentType', search: 'eq' },
    sortNum: { kind: 'integer', min: 0, max: 99999, default: 0 },
  },
  title: 'name',
  defaultSort: { field: 'sortNum', direction: 'asc' },
  unique: [{ fields: ['name'], message: 'documentType.unique.name' }],
  tree: { parent: 'parentId' },
});
