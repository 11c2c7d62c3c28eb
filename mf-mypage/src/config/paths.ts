// Typed path registry (STYLE "Inside a remote"): links use these, never literals. Paths carry no
// locale prefix; the shell's navigator adds it.
import { inquiryAboutBookingPath } from '@stay/shared/contracts/inquiry-booking';

export const paths = {
  home: '/mypage',
  user: '/mypage/user',
  books: (tab?: string) => (tab && tab !== 'pending' ? `/mypage/books?tab=${encodeURIComponent(tab)}` : '/mypage/books'),
  booking: (orderNum: string) => `/mypage/books/${encodeURIComponent(orderNum)}`,
  /** Cancel the whole booking (WHOLE), one room (ROOM) or the last nights (NIGHTS, up to `max`). */
  cancel: (orderNum: string, scope: 'WHOLE' | 'ROOM' | 'NIGHTS' = 'WHOLE', max = 1) =>
    `/mypage/books/${encodeURIComponent(orderNum)}/cancel${scope === 'WHOLE' ? '' : `?scope=${scope}${scope === 'NIGHTS' ? `&max=${max}` : ''}`}`,
  review: (orderNum: string) => `/mypage/books/${encodeURIComponent(orderNum)}/review`,
  wishes: '/mypage/wishes',
  coupon: '/mypage/coupon',
  alarms: '/mypage/alarms',
  cash: '/mypage/awesome-cash',
  /** SPEC §2 /lms/[orderNumber]: the voucher page (mf-product). */
  voucher: (orderNum: string) => `/lms/${encodeURIComponent(orderNum)}`,
  product: (productIdx: number) => `/products/${productIdx}`,
  subscribe: '/membership/awesome/subscribe',
  manage: '/membership/awesome/management',
  corporateRegister: '/membership/benefit-mall/register',
  welfare: '/membership/benefit-mall/management',
  /** The support remote's new-inquiry form with this booking chosen ("ask about this booking"). */
  inquiry: (orderNum: string) => inquiryAboutBookingPath(orderNum),
  login: '/login',
} as const;
