// mf-search's own namespace ('search'), ko/en/ja: the not-found page of an unknown address (the
// app's routes draw it). Each feature registers its own (search-section, search-main,
// search-results, search-theme; the card's is search-card, components/product-card).
import { addBundle } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const SEARCH_NS = 'search';
export const searchMessages = { ko, en, ja };
addBundle(SEARCH_NS, searchMessages);
