/** Machine supplies (server/modules/fleet/supplies*.ts): items per aircraft, refill and issue, history. */
import { Type, type Static } from 'typebox';
import { AuditFields, Instant, Uuid, type Wire } from './common';
import { createBody, updateBody } from './crud';
import type { ColumnDecl } from './export';
import { NStr, Opt, Text } from './recordFields';

/** A decimal quantity with up to two places, as text (checked by src/domain/fleet/supplies.ts). */
export const Quantity = Type.String({ maxLength: 30 });

export const SupplyFields = {
  aircraftId: Uuid,
  title: Text(60),
  name: Text(100),
  nameEn: Opt(Type.String({ maxLength: 100 })),
  unit: Text(20),
  lowStock: Opt(Quantity),
  sortNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  note: Opt(Type.String({ maxLength: 500 })),
};
/** A new item has no stock: refills and issues alone move it, each with its history row. */
export const SupplyCreate = createBody(SupplyFields);
export const SupplyUpdate = updateBody(SupplyFields, ['aircraftId']);
export type SupplyCreate = Static<typeof SupplyCreate>;
export type SupplyUpdate = Static<typeof SupplyUpdate>;

export const SUPPLY_MOVES = ['refill', 'issue'] as const;
export type SupplyMove = (typeof SUPPLY_MOVES)[number];

/** `POST /fleet/v1/machineSupplies/:id/refill|issue`: an increment, so no version (concurrent moves all count). */
export const SupplyMoveBody = Type.Object({ quantity: Type.Union([Quantity, Type.Number()]), note: Opt(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export type SupplyMoveBody = Static<typeof SupplyMoveBody>;

export const SupplyRow = Type.Object({
  id: Uuid,
  aircraftId: Uuid,
  tailNo: NStr,
  title: Type.String(),
  name: Type.String(),
  nameEn: NStr,
  unit: Type.String(),
  stock: Type.String(),
  lowStock: NStr,
  low: Type.Boolean(),
  sortNum: Type.Integer(),
  note: NStr,
  ...AuditFields,
});
export type SupplyRow = Wire<Static<typeof SupplyRow>>;

export const SupplyHistoryRow = Type.Object({
  id: Uuid,
  supplyId: Uuid,
  aircraftId: Uuid,
  tailNo: NStr,
  title: NStr,
  name: NStr,
  unit: NStr,
  kind: Type.String(),
  beforeNum: Type.String(),
  addNum: Type.String(),
  useNum: Type.String(),
  balanceNum: Type.String(),
  note: NStr,
  createAuthor: NStr,
  createTime: Instant,
});
export type SupplyHistoryRow = Wire<Static<typeof SupplyHistoryRow>>;

/** Answer of a refill or an issue: the item after it and the history row written. */
export const SupplyMoveAnswer = Type.Object({ supply: SupplyRow, history: SupplyHistoryRow });
export type SupplyMoveAnswer = Wire<Static<typeof SupplyMoveAnswer>>;

const L = 'machineSupplies.col';
export const SUPPLY_COLUMNS: readonly ColumnDecl[] = [
  { key: 'tailNo', label: `${L}.tailNo`, kind: 'text' },
  { key: 'title', label: `${L}.title`, kind: 'text' },
  { key: 'name', label: `${L}.name`, kind: 'text' },
  { key: 'nameEn', label: `${L}.nameEn`, kind: 'text' },
  { key: 'unit', label: `${L}.unit`, kind: 'text' },
  { key: 'stock', label: `${L}.stock`, kind: 'number' },
  { key: 'lowStock', label: `${L}.lowStock`, kind: 'number' },
  { key: 'note', label: `${L}.note`, kind: 'text' },
];
export const SUPPLY_HISTORY_COLUMNS: readonly ColumnDecl[] = [
  { key: 'createTime', label: `${L}.time`, kind: 'datetime', utcInLocal: true },
  { key: 'tailNo', label: `${L}.tailNo`, kind: 'text' },
  { key: 'title', label: `${L}.title`, kind: 'text' },
  { key: 'name', label: `${L}.name`, kind: 'text' },
  { key: 'kind', label: `${L}.kind`, kind: 'enum', enumPrefix: 'machineSupplies.kind' },
  { key: 'beforeNum', label: `${L}.beforeNum`, kind: 'number' },
  { key: 'addNum', label: `${L}.addNum`, kind: 'number' },
  { key: 'useNum', label: `${L}.useNum`, kind: 'number' },
  { key: 'balanceNum', label: `${L}.balanceNum`, kind: 'number' },
  { key: 'unit', label: `${L}.unit`, kind: 'text' },
  { key: 'createAuthor', label: `${L}.author`, kind: 'text' },
  { key: 'note', label: `${L}.note`, kind: 'text' },
];
