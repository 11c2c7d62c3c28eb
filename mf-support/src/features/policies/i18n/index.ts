// The strings of the terms, privacy and investor pages and their versions (namespace 'support-policies'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const POLICIES_NS = 'support-policies';
export const policiesMessages = { ko, en, ja };
addBundle(POLICIES_NS, policiesMessages);

export const usePoliciesTranslation = () => useStayTranslation(POLICIES_NS);
