// The main page's themes.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { reposOf } from '../stores';
import { themeView } from './theme-view';

export async function listThemes(app: FastifyInstance, locale: Locale) {
  const themes = await reposOf(app.database.orm).catalogContent.themes();
  return { themes: themes.map((t) => themeView(t, locale)) };
}
