// The strings of the operator's answering page (namespace 'support-staff'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const STAFF_NS = 'support-staff';
export const staffMessages = { ko, en, ja };
addBundle(STAFF_NS, staffMessages);

export const useStaffTranslation = () => useStayTranslation(STAFF_NS);
