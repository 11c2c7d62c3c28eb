// The notices, pinned first, then newest; pages from 1, optionally of one type.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { reposOf } from '../stores';
import { noticeView } from './notice-view';

export interface NoticesRequest {
  page: number;
  size: number;
  type?: 'NOTICE' | 'EVENT' | 'SYSTEM';
  locale: Locale;
}

export async function listNotices(app: FastifyInstance, { page, size, type, locale }: NoticesRequest) {
  const { total, rows } = await reposOf(app.database.orm).catalogContent.notices((page - 1) * size, size, type);
  return { notices: rows.map((n) => noticeView(n, locale)), total, page, size };
}
