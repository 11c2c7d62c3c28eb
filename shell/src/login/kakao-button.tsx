// Messenger (Kakao) login: a plain link to GET /api/auth/kakao?returnTo=... (SPEC §7), which runs
// the OAuth flow (in development against the local provider's consent page) and comes back to
// the return path with the session cookies set. The return path keeps the page's locale.
import { currentLocale, peekReturnUrl, withLocale } from '@stay/shared';
import type { MouseEvent } from 'react';
import { forgetReturnUrl } from '../session';
import { useLoginTranslation } from './i18n';

export function kakaoLoginHref(returnTo: string): string {
  return `/api/auth/kakao?returnTo=${encodeURIComponent(withLocale(currentLocale(), returnTo))}`;
}

export function KakaoButton() {
  const { t } = useLoginTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The remembered url is settled only after the page rendered: read it now, and forget it,
    // since the server carries it from here on.
    event.currentTarget.href = kakaoLoginHref(peekReturnUrl());
    forgetReturnUrl();
  };
  return (
    <a className="lg-kakao" href={kakaoLoginHref(peekReturnUrl())} onClick={onClick}>
      <svg className="lg-kakao__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.48 3 2 6.46 2 10.72c0 2.76 1.87 5.18 4.68 6.55l-.95 3.5c-.08.3.26.54.52.37l4.18-2.77c.52.06 1.04.09 1.57.09 5.52 0 10-3.46 10-7.74S17.52 3 12 3Z"
        />
      </svg>
      <span>{t('kakao.button')}</span>
    </a>
  );
}
