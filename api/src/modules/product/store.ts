// The product (stay) page's reads (SPEC §3 Accommodation detail): the stay, its images, facilities,
// events, rooms with rate plans, reviews and the member's wishes. Prices are NOT computed here:
// the nights' rows go to the one price engine (the pricing module) through the product service.
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { areas, cities, events, facilities, properties, propertyFacilities, propertyImages, ratePlans, reviews, rooms, dailyRates } from '../../db/schema/catalog';
import { commonCodes } from '../../db/schema/content';
import { wishes } from '../../db/schema/wishes';

/** SPEC §9: image lists are capped at 100. */
export const IMAGE_CAP = 100;

export interface CodeName {
  nameKo: string;
  nameEn: string;
  nameJa: string;
}

export const productDetailRepository = (db: Tx) => ({
  async property(idx: number) {
    const [row] = await db
      .select({
        property: properties,
        cityCode: cities.code,
        city: { nameKo: cities.nameKo, nameEn: cities.nameEn, nameJa: cities.nameJa },
        area: { nameKo: areas.nameKo, nameEn: areas.nameEn, nameJa: areas.nameJa },
      })
      .from(properties)
      .innerJoin(cities, eq(cities.idx, properties.cityIdx))
      .innerJoin(areas, eq(areas.idx, properties.areaIdx))
      .where(eq(properties.idx, idx))
      .limit(1);
    return row ?? null;
  },

  async images(idx: number, limit = IMAGE_CAP) {
    return db
      .select({ idx: propertyImages.idx, sort: propertyImages.sort, path: propertyImages.path })
      .from(propertyImages)
      .where(eq(propertyImages.propertyIdx, idx))
      .orderBy(asc(propertyImages.sort))
      .limit(Math.min(limit, IMAGE_CAP));
  },

  async facilities(idx: number) {
    return db
      .select({ code: facilities.code, category: facilities.category, nameKo: facilities.nameKo, nameEn: facilities.nameEn, nameJa: facilities.nameJa, iconPath: facilities.iconPath })
      .from(propertyFacilities)
      .innerJoin(facilities, eq(facilities.idx, propertyFacilities.facilityIdx))
      .where(eq(propertyFacilities.propertyIdx, idx))
      .orderBy(asc(facilities.sort), asc(facilities.idx));
  },

  /** Events whose stay period has not ended by `today` (yyyy-MM-dd). */
  async events(idx: number, today: string) {
    return db
      .select()
      .from(events)
      .where(and(eq(events.propertyIdx, idx), gte(events.stayEndDate, today)))
      .orderBy(asc(events.stayStartDate), asc(events.idx));
  },

  async roomsAndPlans(idx: number) {
    const [roomRows, planRows] = await Promise.all([
      db.select().from(rooms).where(eq(rooms.propertyIdx, idx)).orderBy(asc(rooms.sort), asc(rooms.idx)),
      db.select().from(ratePlans).where(eq(ratePlans.propertyIdx, idx)).orderBy(asc(ratePlans.sort), asc(ratePlans.idx)),
    ]);
    return { rooms: roomRows, plans: planRows };
  },

  /** The nights [checkIn, checkOut) of these rate plans. */
  async nights(planIdxs: number[], checkIn: string, checkOut: string) {
    if (planIdxs.length === 0) return [];
    return db
      .select()
      .from(dailyRates)
      .where(and(inArray(dailyRates.ratePlanIdx, planIdxs), gte(dailyRates.stayDate, checkIn), lt(dailyRates.stayDate, checkOut)))
      .orderBy(asc(dailyRates.ratePlanIdx), asc(dailyRates.stayDate));
  },

  /** Names of common codes of one group (PRODUCT_TYPE, MEAL, BED_TYPE, ROOM_VIEW), by code. */
  async codeNames(groupCode: string): Promise<Map<string, CodeName>> {
    const rows = await db
      .select({ code: commonCodes.code, nameKo: commonCodes.nameKo, nameEn: commonCodes.nameEn, nameJa: commonCodes.nameJa })
      .from(commonCodes)
      .where(eq(commonCodes.groupCode, groupCode));
    return new Map(rows.map((r) => [r.code, r]));
  },

  /** Newest first (SPEC §3 Review). */
  async reviews(idx: number, page: number, size: number) {
    const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.propertyIdx, idx));
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.propertyIdx, idx))
      .orderBy(desc(reviews.createdAt), desc(reviews.idx))
      .limit(size)
      .offset(page * size);
    return { total: Number(total?.n ?? 0), rows };
  },

  async starSum(idx: number): Promise<number> {
    const [row] = await db.select({ s: sql<string>`coalesce(sum(${reviews.star}), 0)` }).from(reviews).where(eq(reviews.propertyIdx, idx));
    return Number(row?.s ?? 0);
  },

  async isWished(userIdx: number, propertyIdx: number): Promise<boolean> {
    const [row] = await db
      .select({ p: wishes.propertyIdx })
      .from(wishes)
      .where(and(eq(wishes.userIdx, userIdx), eq(wishes.propertyIdx, propertyIdx)))
      .limit(1);
    return row !== undefined;
  },

  /** Adds the wish, or removes it when present; returns whether the stay is wished afterwards. */
  async toggleWish(userIdx: number, propertyIdx: number): Promise<boolean> {
    const removed = await db
      .delete(wishes)
      .where(and(eq(wishes.userIdx, userIdx), eq(wishes.propertyIdx, propertyIdx)))
      .returning({ p: wishes.propertyIdx });
    if (removed.length > 0) return false;
    // A concurrent toggle may have inserted it first: then it is wished either way.
    await db.insert(wishes).values({ userIdx, propertyIdx }).onConflictDoNothing();
    return true;
  },

  async wishList(userIdx: number) {
    return db
      .select({
        property: {
          idx: properties.idx,
          nameKo: properties.nameKo,
          nameEn: properties.nameEn,
          nameJa: properties.nameJa,
          type: properties.type,
          star: properties.star,
        },
        city: { nameKo: cities.nameKo, nameEn: cities.nameEn, nameJa: cities.nameJa },
        img: sql<string | null>`(select ${propertyImages.path} from ${propertyImages} where ${propertyImages.propertyIdx} = ${properties.idx} order by ${propertyImages.sort} limit 1)`,
        eventCount: sql<number>`(select count(*)::int from ${events} where ${events.propertyIdx} = ${properties.idx})`,
      })
      .from(wishes)
      .innerJoin(properties, eq(properties.idx, wishes.propertyIdx))
      .innerJoin(cities, eq(cities.idx, properties.cityIdx))
      .where(eq(wishes.userIdx, userIdx))
      .orderBy(desc(wishes.createdAt));
  },

  /** The stay, room and rate plan an order was made for (null when the catalogue lost them). */
  async bookedStay(order: { productIdx: number; roomIdx: number; ratePlanIdx: number }) {
    const [row] = await db
      .select({ property: properties, room: rooms, plan: ratePlans })
      .from(ratePlans)
      .innerJoin(rooms, eq(rooms.idx, ratePlans.roomIdx))
      .innerJoin(properties, eq(properties.idx, ratePlans.propertyIdx))
      .where(and(eq(ratePlans.idx, order.ratePlanIdx), eq(rooms.idx, order.roomIdx), eq(properties.idx, order.productIdx)))
      .limit(1);
    return row ?? null;
  },

  /**
   * What the stay page's server-side head tags (title, description, share image) are made of: the
   * stay with its area and city names and the path of its first photo (null when it has none);
   * null when there is no such stay.
   */
  async pageMeta(idx: number) {
    const [row] = await db
      .select({ property: properties, cityKo: cities.nameKo, cityEn: cities.nameEn, cityJa: cities.nameJa, areaKo: areas.nameKo, areaEn: areas.nameEn, areaJa: areas.nameJa })
      .from(properties)
      .innerJoin(cities, eq(cities.idx, properties.cityIdx))
      .innerJoin(areas, eq(areas.idx, properties.areaIdx))
      .where(eq(properties.idx, idx))
      .limit(1);
    if (!row) return null;
    const [img] = await db.select({ path: propertyImages.path }).from(propertyImages).where(eq(propertyImages.propertyIdx, idx)).orderBy(asc(propertyImages.sort)).limit(1);
    return { ...row, firstImagePath: img?.path ?? null };
  },
});

export type ProductDetailRepository = ReturnType<typeof productDetailRepository>;

/** The stay page's SQL, one set per database. */
export const productStore = perDatabase((db) => productDetailRepository(db));
