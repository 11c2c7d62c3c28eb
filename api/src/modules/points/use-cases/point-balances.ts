// The member's balances: awesome cash and welfare points (SPEC §7 GET /points).
import type { FastifyInstance } from 'fastify';
import { reposOf } from '../stores';

export const pointBalances = (app: FastifyInstance, userIdx: number) => reposOf(app.database.orm).points.balances(userIdx);
