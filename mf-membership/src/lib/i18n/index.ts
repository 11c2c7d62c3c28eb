// The membership remote's own namespace ('membership'), ko/en/ja: what the awesome membership and
// the benefit mall both say, and the not-found page. A feature reads them as 'membership:common.*'.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const MEMBERSHIP_NS = 'membership';
export const membershipMessages = { ko, en, ja };
addBundle(MEMBERSHIP_NS, membershipMessages);

export const useMembershipTranslation = () => useStayTranslation(MEMBERSHIP_NS);
