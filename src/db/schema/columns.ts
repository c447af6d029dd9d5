import { type ColumnBuilderBaseConfig, type ColumnBuilderExtraConfig, type ColumnDataType, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgColumnBuilder, serial, timestamp, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';

// The columns many tables share, written once, so that a table lists what is its own.

/** A row's key: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A row's key: a counter. */
export const serialId = () => serial('id').primaryKey();

/** A moment, with its time zone (timestamptz) as all of ours. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// The builder's type parameters, spelled out, keep the column's exact type (uuid, text with its $type, …): the bare
// PgColumnBuilder (with its defaults) accepts no concrete builder.
type Config = ColumnBuilderBaseConfig<ColumnDataType, string>;

/** `column`, required, as a foreign key to `target`, with what deleting the target's row does to this one. */
export const requiredRef = <T extends Config, R extends object, C extends object, E extends ColumnBuilderExtraConfig>(column: PgColumnBuilder<T, R, C, E>, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  column.notNull().references(target, { onDelete });

/** `column` as the primary key that is also a foreign key: at most one row here for a row of `target`'s table. */
export const keyRef = <T extends Config, R extends object, C extends object, E extends ColumnBuilderExtraConfig>(column: PgColumnBuilder<T, R, C, E>, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  column.primaryKey().references(target, { onDelete });

/** A check that `column` holds one of `values` (a status or kind column's typed union). */
export const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
