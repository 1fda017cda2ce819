import { boolean, index, integer, jsonb, pgSchema, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ts } from "./common.ts";

export const schemasSchema = pgSchema("schemas");

export const parsingSchemas = schemasSchema.table(
  "schemas",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("schemas_active_name_per_user")
      .on(t.userId, t.name)
      .where(sql`${t.isActive}`),
    index().on(t.userId, t.createdAt),
  ],
);
