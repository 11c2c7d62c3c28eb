// Server-side meta of /products/{idx} (page meta for sharing and search engines): the
// stay's title, description, image and canonical URL go into the HTML the server returns, so a
// crawler that runs no JavaScript sees them. The shell's page-meta finds these same tags by
// name/property and updates them in place once the page runs (shell/src/meta/page-meta.ts).
import type { Db } from '../../db/database';
import { SHARE_PREVIEW_SIZE, sharePreviewOf } from '@stay/shared/constants/share-preview';
import { productStore } from '../product';

const SITE: Record<Locale, string> = { ko: '어썸스테이', en: 'AwesomeStay', ja: 'オーサムステイ' };
type Locale = 'ko' | 'en' | 'ja';

const PRODUCT_PATH = /^(?:\/(en|ja))?\/products\/(\d{1,10})\/?$/;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The product idx and locale of a /products/{idx} URL (locale prefix allowed), or null. */
export function productPath(url: string): { productIdx: number; locale: Locale; path: string } | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const m = PRODUCT_PATH.exec(path);
  if (!m) return null;
  const productIdx = Number(m[2]);
  if (productIdx < 1 || productIdx > 2_147_483_647) return null;
  return { productIdx, locale: (m[1] as Locale | undefined) ?? 'ko', path };
}

const pick = (locale: Locale, ko: string, en: string, ja: string) => (locale === 'en' ? en : locale === 'ja' ? ja : ko);

/**
 * The head tags for a product URL, '' when the URL is not a product page, or null when it is one
 * but the stay does not exist (the site answers 404 then). `origin` makes og:image, og:url and the
 * canonical URL absolute.
 */
export async function productHeadTags(db: Db, url: string, origin: string): Promise<string | null> {
  const target = productPath(url);
  if (!target) return '';
  const { productIdx, locale, path } = target;
  const row = await productStore(db).pageMeta(productIdx);
  if (!row) return null;
  const p = row.property;
  const imgPath = row.firstImagePath;
  const name = pick(locale, p.nameKo, p.nameEn, p.nameJa);
  const place = [pick(locale, row.areaKo, row.areaEn, row.areaJa), pick(locale, row.cityKo, row.cityEn, row.cityJa)].join(', ');
  const about = pick(locale, p.descriptionKo, p.descriptionEn, p.descriptionJa);
  const description = [place, about].filter(Boolean).join(' · ').slice(0, 160);
  const title = `${name} | ${SITE[locale]}`;
  const canonical = `${origin}${path}`;
  // Messengers show no SVG: og:image is the picture's PNG share preview (catalog/use-cases/share-preview.ts).
  const preview = imgPath !== null ? sharePreviewOf(imgPath) : '';
  const image = preview ? new URL(preview, `${origin}/`).href : '';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    preview.endsWith('.png') ? `<meta property="og:image:type" content="image/png"><meta property="og:image:width" content="${SHARE_PREVIEW_SIZE.width}"><meta property="og:image:height" content="${SHARE_PREVIEW_SIZE.height}">` : '',
    image ? `<meta property="og:image:alt" content="${escapeHtml(name)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // The first photo is the page's largest paint; named here, it downloads with the page's first
    // wave instead of after the stay's data has come back.
    imgPath !== null ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imgPath)}">` : '',
  ];
  return tags.join('');
}
