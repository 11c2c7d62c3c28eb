// Site content around the catalogue: main banners, popular places, themes, notices, FAQs and
// common codes (GET /v1/mains, /v1/theme-products, /v1/notices, /v2/faqs, /v1/commoncode).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { commonCodes, faqs, faqTypes, mainBanners, notices, places, themeProducts, themes } from '../../../db/schema/content';

export const catalogContentRepository = (db: Tx) => ({
  banners: () => db.select().from(mainBanners).where(eq(mainBanners.active, true)).orderBy(asc(mainBanners.sort), asc(mainBanners.idx)),

  async places(offset: number, limit: number) {
    const [total] = await db.select({ n: count() }).from(places);
    const rows = await db.select().from(places).orderBy(asc(places.sort), asc(places.idx)).limit(limit).offset(offset);
    return { total: Number(total?.n ?? 0), rows };
  },

  themes: () => db.select().from(themes).orderBy(asc(themes.sort), asc(themes.idx)),

  async theme(idx: number) {
    const [row] = await db.select().from(themes).where(eq(themes.idx, idx)).limit(1);
    return row ?? null;
  },

  async themeProductIdxs(themeIdx: number): Promise<number[]> {
    const rows = await db
      .select({ idx: themeProducts.propertyIdx })
      .from(themeProducts)
      .where(eq(themeProducts.themeIdx, themeIdx))
      .orderBy(asc(themeProducts.sort), asc(themeProducts.propertyIdx));
    return rows.map((r) => r.idx);
  },

  async notices(offset: number, limit: number, type?: string) {
    const where = type ? eq(notices.type, type) : undefined;
    const [total] = await db.select({ n: count() }).from(notices).where(where);
    const rows = await db.select().from(notices).where(where).orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.idx)).limit(limit).offset(offset);
    return { total: Number(total?.n ?? 0), rows };
  },

  async notice(idx: number) {
    const [row] = await db.select().from(notices).where(eq(notices.idx, idx)).limit(1);
    return row ?? null;
  },

  faqTypes: () => db.select().from(faqTypes).orderBy(asc(faqTypes.sort), asc(faqTypes.idx)),

  /** FAQs of one type, or of every type when `typeIdx` is null. */
  faqs: (typeIdx: number | null) =>
    db
      .select()
      .from(faqs)
      .where(typeIdx === null ? undefined : and(eq(faqs.faqTypeIdx, typeIdx)))
      .orderBy(asc(faqs.faqTypeIdx), asc(faqs.sort), asc(faqs.idx)),

  commonCodes: (group: string) => db.select().from(commonCodes).where(eq(commonCodes.groupCode, group)).orderBy(asc(commonCodes.sort), asc(commonCodes.code)),
});

export type CatalogContentRepository = ReturnType<typeof catalogContentRepository>;
