/**
 * The menu catalogue (`/common/v1/sysMenus`): every entry with the company's changes applied, the
 * edit of the fields an operator may change, and a preview of a seat's side menu.
 * The code owns key, menuName, name, path, component, redirect, parent, menuType and perms.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { MENU_ITEM_FIELDS } from './account';
import { Nullable } from './common';

export const CatalogueMenu = Type.Object({
  id: Type.String(),
  key: Type.String(),
  parentId: Nullable(Type.String()),
  menuName: Type.String(),
  /** The company's literal title (null: the translated menuName). */
  title: Nullable(Type.String()),
  ...MENU_ITEM_FIELDS,
  sortNum: Type.Integer(),
  menuType: Type.String(),
  perms: Nullable(Type.String()),
  /** Fields the company changed. */
  changed: Type.Array(Type.String()),
  /** Version of the company's changes (0: none yet). */
  version: Type.Integer(),
});
export type CatalogueMenu = Static<typeof CatalogueMenu>;

/** The fields an operator may change; null puts the product's value back. */
export const MENU_EDITABLE = ['title', 'hidden', 'sortNum', 'icon', 'noClosable', 'noKeepAlive', 'tabHidden'] as const;
export type MenuEditable = (typeof MENU_EDITABLE)[number];

export const MenuUpdate = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    title: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 50 }))),
    hidden: Type.Optional(Nullable(Type.Boolean())),
    sortNum: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 9999 }))),
    icon: Type.Optional(Nullable(Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }))),
    noClosable: Type.Optional(Nullable(Type.Boolean())),
    noKeepAlive: Type.Optional(Nullable(Type.Boolean())),
    tabHidden: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type MenuUpdate = Static<typeof MenuUpdate>;

export const SeatParams = Type.Object({ seatId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** One entry of a previewed side menu. */
export interface PreviewNode {
  id: string;
  menuName: string;
  title: string | null;
  icon: string | null;
  hidden: boolean;
  menuType: string;
  children: PreviewNode[];
}
/** Depth of the previewed tree the schema spells out (the menus are three levels deep). */
const PREVIEW_DEPTH = 5;
function previewNode(depth: number): TSchema {
  if (depth === 0) return Type.Unsafe<PreviewNode>({ description: 'preview node (same shape)' });
  return Type.Object({
    id: Type.String(),
    menuName: Type.String(),
    title: Nullable(Type.String()),
    icon: Nullable(Type.String()),
    hidden: Type.Boolean(),
    menuType: Type.String(),
    children: Type.Array(previewNode(depth - 1)),
  });
}
export const PreviewNodeSchema = Type.Unsafe<PreviewNode>(previewNode(PREVIEW_DEPTH));
