import { addBundle } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const CARD_NS = 'search-card';
export const cardMessages = { ko, en, ja };
addBundle(CARD_NS, cardMessages);
