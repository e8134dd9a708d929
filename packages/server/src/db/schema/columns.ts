import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone; the application passes its own clock's time where it matters. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
