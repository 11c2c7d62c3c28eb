// Booking list and detail strings (namespace 'mypage-books'), ko/en/ja. Status wording: SPEC §4.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const BOOKS_NS = 'mypage-books';
export const booksMessages = { ko, en, ja };
addBundle(BOOKS_NS, booksMessages);

export const useBooksTranslation = () => useStayTranslation(BOOKS_NS);
