// GET /v1/theme-products/content/{id} (SPEC §7): one theme and its stays.
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf } from '@stay/shared/contracts/fields';
import { useRequest } from '../../../lib/use-request';
import { ThemeSchema } from './get-themes';

export const ThemeContentSchema = v.object({
  theme: v.optional(v.nullable(ThemeSchema), null),
  products: listOf(ProductCardSchema),
});

export async function getThemeContent(id: number | string, signal?: AbortSignal) {
  const path = `/v1/theme-products/content/${encodeURIComponent(String(id))}`;
  return apiRequest('content', 'GET', path, { signal, suppressAlert: true, schema: ThemeContentSchema });
}

export function useThemeContent(id: number | string | null) {
  const { i18n } = useStayTranslation();
  return useRequest(id === null ? null : `theme:${id}:${i18n.language}`, (signal) => getThemeContent(id ?? 0, signal));
}
