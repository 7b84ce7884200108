import { z } from 'zod';

/**
 * Our rows are keyed by uuids: any other text cannot name a row, so it is found nowhere
 * (and never reaches PostgreSQL, which would refuse to compare it with a uuid column).
 */
export const isRowId = (text: string): boolean => z.guid().safeParse(text).success;
