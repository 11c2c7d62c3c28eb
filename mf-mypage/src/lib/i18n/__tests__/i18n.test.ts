// Every string of my page exists in ko, en and ja: each feature's namespace (mypage-cancel: the
// whole booking, a room and the nights alike) and the remote's own.
import { missingKeys } from '@stay/shared';
import { alarmsMessages } from '../../../features/alarms/i18n';
import { booksMessages } from '../../../features/books/i18n';
import { cancelMessages } from '../../../features/cancel/i18n';
import { cashMessages } from '../../../features/cash/i18n';
import { couponsMessages } from '../../../features/coupons/i18n';
import { homeMessages } from '../../../features/home/i18n';
import { reviewMessages } from '../../../features/reviews/i18n';
import { accountMessages } from '../../../features/user/i18n';
import { wishesMessages } from '../../../features/wishes/i18n';
import { mypageMessages } from '..';

it.each([
  ['mypage', mypageMessages],
  ['mypage-alarms', alarmsMessages],
  ['mypage-books', booksMessages],
  ['mypage-cancel', cancelMessages],
  ['mypage-cash', cashMessages],
  ['mypage-coupons', couponsMessages],
  ['mypage-home', homeMessages],
  ['mypage-reviews', reviewMessages],
  ['mypage-account', accountMessages],
  ['mypage-wishes', wishesMessages],
])('namespace %s has every key in ko, en and ja', (_ns, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});
