// The catalogue seeder: locations, stays, rooms, rate plans, 180 nights of prices and
// stock, facilities, reviews, promotions, themes, banners, places, notices, FAQs, common codes and
// the keyword-search table. Deterministic (named random streams, explicit ids); `--properties N`
// sizes it (default 400, 80 under Jest so every test file's fresh database stays quick).
import { sql } from 'drizzle-orm';
import * as catalog from '../../../db/schema/catalog';
import * as content from '../../../db/schema/content';
import type { Seeder, SeedContext } from '../../../db/seed/types';
import { bulkLoadDailyRates, extendDailyRates } from './daily-rates';
import { contentRows, facilityRows, locationRows } from './generate-content';
import { generateReviews, generateEvents } from './generate-reviews';
import { generateRooms } from './generate-rooms';
import { facilityRowsOf, generateStays, imagesOf } from './generate-stays';
import { koreanDate } from './helpers';
import { insertAll } from './insert';
import { numberLocations } from './locations';
import { searchRows } from './search-rows';

export const DEFAULT_PROPERTIES = 400;
export const TEST_PROPERTIES = 80;

export const defaultCatalogSize = (): number => (process.env.NODE_ENV === 'test' ? TEST_PROPERTIES : DEFAULT_PROPERTIES);

const CATALOG_TABLES = [
  'daily_rates', 'rate_plans', 'rooms', 'property_facilities', 'property_images', 'reviews', 'events', 'theme_products', 'themes',
  'search_entries', 'properties', 'facilities', 'sub_areas', 'areas', 'cities', 'nations', 'main_banners', 'places', 'notices', 'faqs',
  'faq_types', 'common_codes',
];
/** Tables whose ids the seed assigns: their identity sequences continue after the seed's ids. */
const ASSIGNED_IDS = ['properties', 'rooms', 'rate_plans', 'themes', 'faq_types'];

async function countProperties(ctx: SeedContext): Promise<number> {
  const rows = (await ctx.orm.execute(sql`select count(*)::int as n from properties`)) as unknown as { rows: { n: number }[] };
  return rows.rows[0]?.n ?? 0;
}

export const catalogSeeder: Seeder = {
  name: 'catalog',

  async isSeeded(ctx) {
    const n = await countProperties(ctx);
    return ctx.options.properties === undefined ? n > 0 : n === ctx.options.properties;
  },

  async run(ctx) {
    const size = ctx.options.properties ?? defaultCatalogSize();
    const today = koreanDate(ctx.today);
    const started = Date.now();
    const cities = numberLocations();
    const stays = generateStays(size, cities, ctx.random);
    const { rooms, plans } = generateRooms(stays, ctx.random);
    const roomNames = new Map<number, string[]>();
    for (const r of rooms) roomNames.set(r.propertyIdx, [...(roomNames.get(r.propertyIdx) ?? []), r.nameKo]);
    const reviews = generateReviews(stays, roomNames, today, ctx.random);
    const events = generateEvents(stays, today, ctx.random);
    const imageRng = ctx.random('catalog:images');
    const locations = locationRows(cities, stays);
    const site = contentRows(cities, stays, today);
    ctx.log(`catalog: generated ${stays.length} stays, ${rooms.length} rooms, ${plans.length} rate plans in ${Date.now() - started} ms`);

    await ctx.orm.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate table ${CATALOG_TABLES.join(', ')} restart identity`));
      await insertAll(tx, catalog.nations, locations.nations);
      await insertAll(tx, catalog.cities, locations.cities);
      await insertAll(tx, catalog.areas, locations.areas);
      await insertAll(tx, catalog.subAreas, locations.subAreas);
      await insertAll(tx, catalog.facilities, facilityRows());
      await insertAll(tx, catalog.properties, stays.map((s) => s.row));
      await insertAll(tx, catalog.propertyImages, stays.flatMap((s) => imagesOf(s, imageRng)));
      await insertAll(tx, catalog.propertyFacilities, stays.flatMap(facilityRowsOf));
      await insertAll(tx, catalog.rooms, rooms);
      await insertAll(tx, catalog.ratePlans, plans);
      await insertAll(tx, catalog.reviews, reviews);
      await insertAll(tx, catalog.events, events);
      await insertAll(tx, catalog.searchEntries, searchRows(cities, stays));
      await insertAll(tx, content.mainBanners, site.banners);
      await insertAll(tx, content.places, site.places);
      await insertAll(tx, content.themes, site.themes);
      await insertAll(tx, content.themeProducts, site.themeProducts);
      await insertAll(tx, content.notices, site.notices);
      await insertAll(tx, content.faqTypes, site.faqTypes);
      await insertAll(tx, content.faqs, site.faqs);
      await insertAll(tx, content.commonCodes, site.commonCodes);
      for (const table of ASSIGNED_IDS) {
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'idx'), greatest(1, (select coalesce(max(idx), 0) from ${table})))`));
      }
      await bulkLoadDailyRates(tx, today, catalog.SELLING_DAYS, plans.length, ctx.log);
    });
    // Fresh statistics, a visibility map so the results page's reads stay index-only, and the
    // keyword GIN index's pending list merged (else every keyword search scans it).
    await ctx.orm.execute(sql.raw('vacuum analyze daily_rates'));
    await ctx.orm.execute(sql.raw('vacuum analyze search_entries'));
    await ctx.orm.execute(sql.raw('analyze'));
    ctx.log(`catalog: ${stays.length} stays, ${plans.length} rate plans x ${catalog.SELLING_DAYS} nights from ${today}, ${reviews.length} reviews`);
  },
};

/**
 * Keeps 180 nights on sale as days pass (SPEC §9 calendar): at start, nights missing up to
 * today + 179 are added with the same deterministic prices.
 */
export const catalogCalendarSeeder: Seeder = {
  name: 'catalog-calendar',

  async isSeeded(ctx) {
    // The newest plan's last night stands for all (they are extended together); reading it goes
    // through the primary key instead of scanning millions of nights at every start.
    const last = (await ctx.orm.execute(
      sql`select (select max(stay_date)::text from daily_rates where rate_plan_idx = (select max(idx) from rate_plans)) as last, (select count(*)::int from rate_plans) as plans`,
    )) as unknown as { rows: { last: string | null; plans: number }[] };
    const row = last.rows[0];
    if (!row || row.plans === 0) return true;
    const wanted = new Date(ctx.today.getTime() + (catalog.SELLING_DAYS - 1) * 86_400_000);
    return row.last !== null && row.last >= koreanDate(wanted);
  },

  async run(ctx) {
    const today = koreanDate(ctx.today);
    const res = (await ctx.orm.execute(sql`select coalesce(max(idx), 0)::int as n from rate_plans`)) as unknown as { rows: { n: number }[] };
    const plans = res.rows[0]?.n ?? 0;
    await extendDailyRates(ctx.orm, today, catalog.SELLING_DAYS, plans);
    ctx.log(`catalog-calendar: nights on sale through ${catalog.SELLING_DAYS} days from ${today}`);
  },
};
