// My alarms strings (namespace 'mypage-alarms'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const ALARMS_NS = 'mypage-alarms';
export const alarmsMessages = { ko, en, ja };
addBundle(ALARMS_NS, alarmsMessages);
export const useAlarmsTranslation = () => useStayTranslation(ALARMS_NS);
