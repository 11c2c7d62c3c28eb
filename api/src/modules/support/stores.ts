// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { catalogStore } from '../catalog';
import { supportRepository } from './store/centre';
import { chatRepository } from './store/chat';

export const reposOf = perDatabase((db) => ({
  centre: supportRepository(db),
  chat: chatRepository(db),
  catalogContent: catalogStore(db).catalogContent,
}));

export type Repos = ReturnType<typeof reposOf>;
