// The funnel report's strings (namespace 'support-funnel'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const FUNNEL_NS = 'support-funnel';
export const funnelMessages = { ko, en, ja };
addBundle(FUNNEL_NS, funnelMessages);

export const useFunnelTranslation = () => useStayTranslation(FUNNEL_NS);
