// A demo server's conveniences are visible on every page, so nobody takes the demo for the real
// site. The server says which parts are on (boot data `demo`, api/src/config/modes.ts); a real
// deployment sends none and nothing shows.
import { addBundle, useStayTranslation, type BootData } from '@stay/shared';
import './demo-banner.css';

const NS = 'shell-demo';
addBundle(NS, {
  ko: {
    title: '데모 사이트입니다.',
    label: '데모 안내',
    payments: '결제는 가상으로 처리되며 실제로 청구되지 않습니다.',
    codes: '인증번호는 누구나 볼 수 있는 개발용 보관함에 남습니다.',
    login: '카카오 로그인은 실제 카카오가 아닌 대체 화면입니다.',
    messages: '메일과 문자는 발송되지 않아 인증번호와 예약 안내가 전달되지 않습니다.',
  },
  en: {
    title: 'This is a demo site.',
    label: 'Demo notice',
    payments: 'Payments are simulated and never charged.',
    codes: 'Verification codes are kept in a development outbox anyone can read.',
    login: 'The Kakao login is a stand-in, not Kakao.',
    messages: 'No e-mails or texts are sent, so verification codes and booking notices do not arrive.',
  },
  ja: {
    title: 'これはデモサイトです。',
    label: 'デモのお知らせ',
    payments: '決済はシミュレーションで、実際には請求されません。',
    codes: '認証番号は誰でも読める開発用の送信箱に保存されます。',
    login: 'カカオログインは本物のカカオではなく代替画面です。',
    messages: 'メールとSMSは送信されないため、認証番号や予約のお知らせは届きません。',
  },
});

export function DemoBanner({ demo }: { demo: BootData['demo'] }) {
  const { t } = useStayTranslation(NS);
  if (!demo) return null;
  const parts = (['payments', 'codes', 'login', 'messages'] as const).filter((k) => demo[k]);
  return (
    <aside className="sh-demo-banner" aria-label={t('label')} data-testid="demo-banner">
      <strong>{t('title')}</strong> {parts.map((k) => t(k)).join(' ')}
    </aside>
  );
}
