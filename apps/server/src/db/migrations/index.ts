import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import * as initial from './001-initial.js';

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/** Every migration, in order. Append only: a landed migration is never edited. */
export const MIGRATIONS: Migration[] = [{ name: '001-initial', up: initial.up }];
