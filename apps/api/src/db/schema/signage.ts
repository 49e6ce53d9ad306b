import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { signageLayout, signageMessageKind, signageMessageStyle, type SignageSlide } from '@cinema/contracts';
import { editable } from './columns.js';
import { brands } from './brands.js';
import { cinemas } from './cinemas.js';
import { devices } from './devices.js';
import { houses } from './houses.js';

export const signageLayoutEnum = pgEnum('signage_layout', signageLayout.values);
export const signageMessageKindEnum = pgEnum('signage_message_kind', signageMessageKind.values);
export const signageMessageStyleEnum = pgEnum('signage_message_style', signageMessageStyle.values);

const owner = {
  id: serial().primaryKey(),
  brandId: integer()
    .notNull()
    .references(() => brands.id),
  cinemaId: integer()
    .notNull()
    .references(() => cinemas.id),
};
const instant = () => timestamp({ withTimezone: true, mode: 'date' });

// サイネージ・表示 (docs/signage.md). A device removed under 設定 › 端末 takes its displays, playlists and messages
// with it; a group keeps its other devices (its ids are read against the cinema's signage devices).

/** 端末グループ: a named set of the cinema's signage devices. */
export const signageGroups = pgTable(
  'signage_groups',
  { ...owner, name: text().notNull(), deviceIds: integer().array().notNull().default([]), ...editable },
  (t) => [index('signage_groups_cinema_idx').on(t.cinemaId)],
);

/** A playlist of one device, one group, or (neither) of the whole cinema; its slides in order. */
export const signagePlaylists = pgTable(
  'signage_playlists',
  {
    ...owner,
    name: text().notNull(),
    deviceId: integer().references(() => devices.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => signageGroups.id),
    slides: jsonb().$type<SignageSlide[]>().notNull(),
    active: boolean().notNull().default(true),
    ...editable,
  },
  (t) => [index('signage_playlists_cinema_idx').on(t.cinemaId)],
);

/** カスタム表示: a device bound to a layout (door: with its screen). One per device. */
export const signageDisplays = pgTable(
  'signage_displays',
  {
    ...owner,
    deviceId: integer()
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    layout: signageLayoutEnum().notNull(),
    houseId: integer().references(() => houses.id, { onDelete: 'cascade' }),
    message: text(),
    ...editable,
  },
  (t) => [
    uniqueIndex('signage_displays_device_uq').on(t.deviceId),
    index('signage_displays_cinema_idx').on(t.cinemaId),
  ],
);

/** メッセージ to one device or (deviceId null) every signage device of the cinema, in a time window. */
export const signageMessages = pgTable(
  'signage_messages',
  {
    ...owner,
    kind: signageMessageKindEnum().notNull(),
    style: signageMessageStyleEnum().notNull(),
    text: text().notNull(),
    deviceId: integer().references(() => devices.id, { onDelete: 'cascade' }),
    startAt: instant().notNull(),
    endAt: instant(),
    withdrawnAt: instant(),
    ...editable,
  },
  (t) => [index('signage_messages_cinema_idx').on(t.cinemaId, t.startAt)],
);

/**
 * Per cinema: the lobby board's setting, and `changedAt`, moved by every signage write (deletes too), which the
 * players' push reads (docs/signage.md, "pushing across processes").
 */
export const signageSettings = pgTable('signage_settings', {
  cinemaId: integer()
    .primaryKey()
    .references(() => cinemas.id),
  brandId: integer()
    .notNull()
    .references(() => brands.id),
  tomorrowFrom: text(),
  changedAt: instant().notNull().defaultNow(),
  ...editable,
});
