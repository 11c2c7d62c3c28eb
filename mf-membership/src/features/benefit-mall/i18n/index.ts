// The benefit mall's strings (namespace 'membership-benefit-mall'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const BENEFIT_MALL_NS = 'membership-benefit-mall';
export const benefitMallMessages = { ko, en, ja };
addBundle(BENEFIT_MALL_NS, benefitMallMessages);

export const useBenefitMallTranslation = () => useStayTranslation(BENEFIT_MALL_NS);
