// GET /v1/theme-products (SPEC §7): the themes of the main page.
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { idField, listOf, textField } from '@stay/shared/contracts/fields';
import { useRequest } from '../../../lib/use-request';

export const ThemeSchema = v.object({
  idx: idField,
  title: textField,
  subTitle: textField,
  imgUrl: textField,
});

export const ThemesSchema = v.object({ themes: listOf(ThemeSchema) });
export type Theme = v.InferOutput<typeof ThemeSchema>;

export async function getThemes(signal?: AbortSignal): Promise<Theme[]> {
  const data = await apiRequest('content', 'GET', '/v1/theme-products', { signal, suppressAlert: true, schema: ThemesSchema });
  return data.themes;
}

/** `enabled` false: not yet (the section is still far below the viewport). */
export function useThemes(enabled = true) {
  const { i18n } = useStayTranslation();
  return useRequest(enabled ? `themes:${i18n.language}` : null, (signal) => getThemes(signal));
}
