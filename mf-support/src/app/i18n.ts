import { addBundle } from '@stay/shared';

const ko = {
  faq: { title: '자주 묻는 질문', lead: '예약, 결제, 취소와 멤버십에 관해 자주 묻는 질문을 모았습니다.' },
  notice: { title: '공지사항', lead: '어썸스테이의 새 소식과 안내를 확인하세요.' },
  inquiries: { title: '1:1 문의 내역', lead: '남기신 문의와 답변을 확인할 수 있습니다.' },
  terms: { title: '이용약관', lead: '어썸스테이 서비스 이용약관입니다.' },
  privacy: { title: '개인정보처리방침', lead: '어썸스테이가 개인정보를 처리하는 방법을 안내합니다.' },
  ir: { title: '투자정보', lead: '어썸스테이의 투자자 정보입니다.' },
  notFound: { title: '페이지를 찾을 수 없습니다', lead: '주소를 다시 확인해 주세요.' },
  ticker: { label: '공지', empty: '새 공지사항이 없습니다.' },
};
const en: typeof ko = {
  faq: { title: 'FAQ', lead: 'Answers to common questions about booking, payment, cancellation and membership.' },
  notice: { title: 'Notices', lead: 'News and announcements from AwesomeStay.' },
  inquiries: { title: 'My inquiries', lead: 'See the questions you sent us and our answers.' },
  terms: { title: 'Terms of service', lead: 'The terms for using AwesomeStay.' },
  privacy: { title: 'Privacy policy', lead: 'How AwesomeStay handles your personal information.' },
  ir: { title: 'Investor relations', lead: 'Information for AwesomeStay investors.' },
  notFound: { title: 'Page not found', lead: 'Please check the address.' },
  ticker: { label: 'Notice', empty: 'No new notices.' },
};
const ja: typeof ko = {
  faq: { title: 'よくある質問', lead: '予約・決済・キャンセル・メンバーシップに関するよくある質問です。' },
  notice: { title: 'お知らせ', lead: 'オーサムステイからのお知らせです。' },
  inquiries: { title: 'お問い合わせ履歴', lead: 'お問い合わせ内容と回答を確認できます。' },
  terms: { title: '利用規約', lead: 'オーサムステイの利用規約です。' },
  privacy: { title: 'プライバシーポリシー', lead: 'オーサムステイにおける個人情報の取り扱いについて。' },
  ir: { title: '投資家情報', lead: 'オーサムステイの投資家向け情報です。' },
  notFound: { title: 'ページが見つかりません', lead: 'アドレスをもう一度ご確認ください。' },
  ticker: { label: 'お知らせ', empty: '新しいお知らせはありません。' },
};

export const supportMessages = { ko, en, ja };

export function registerSupportI18n(): void {
  addBundle('support', supportMessages);
}
