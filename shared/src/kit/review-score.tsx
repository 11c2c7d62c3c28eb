// The review badge of a stay, on one scale everywhere (results cards, the stay page): our own
// guests' average out of 5 with the number of their reviews. A score from elsewhere (out of 10)
// is never put next to our count: when a page has one it is shown apart, named with its source.
// Sighted readers see the short form ('★ 4.6/5 · 후기 41개'); screen readers hear one sentence
// ('Guest rating 4.6 out of 5 from 41 reviews').
import { type Locale } from '@stay/shared';
import { useLocale } from './use-locale';
import './review-score.css';

type Own = Record<Locale, (n: { avg: string; count: number }) => string>;
type External = Record<Locale, (n: { score: string; source: string }) => string>;

const TEXT = {
  short: { ko: ({ avg }) => `${avg}/5`, en: ({ avg }) => `${avg}/5`, ja: ({ avg }) => `${avg}/5` },
  count: { ko: ({ count }) => `후기 ${count}개`, en: ({ count }) => `${count} ${count === 1 ? 'review' : 'reviews'}`, ja: ({ count }) => `口コミ${count}件` },
  spoken: {
    ko: ({ avg, count }) => `투숙객 평점 5점 만점에 ${avg}점, 후기 ${count}개`,
    en: ({ avg, count }) => `Guest rating ${avg} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
    ja: ({ avg, count }) => `宿泊者評価 5点満点中${avg}点、口コミ${count}件`,
  },
} satisfies Record<string, Own>;

const NONE: Record<Locale, string> = { ko: '아직 후기가 없어요', en: 'No reviews yet', ja: 'まだ口コミはありません' };

const EXTERNAL = {
  external: { ko: ({ score }) => `외부 평점 ${score}/10`, en: ({ score }) => `External rating ${score}/10`, ja: ({ score }) => `外部評価 ${score}/10` },
  externalSpoken: {
    ko: ({ score, source }) => `${source} 외부 평점 10점 만점에 ${score}점`,
    en: ({ score, source }) => `External rating from ${source}: ${score} out of 10`,
    ja: ({ score, source }) => `${source}の外部評価 10点満点中${score}点`,
  },
} satisfies Record<string, External>;

/** One decimal, as every badge writes it ('4.6'). */
export const formatAverage = (avg: number): string => (Math.round(avg * 10) / 10).toFixed(1);

export interface ExternalScore {
  /** Out of 10. */
  score: number;
  /** Whose score it is (a site's name), said with it. */
  source: string;
}

export interface ReviewScoreProps {
  /** Our own reviews' average star rating, 0-5. */
  average: number;
  /** How many of our own reviews it averages. */
  count: number;
  /** A score from another source, shown apart and named. */
  external?: ExternalScore | null;
  /** A link to the reviews (the stay page): the whole badge is the link, named by the spoken sentence. */
  href?: string;
  className?: string;
}

/** What the badge says, in the UI language (also for callers that need the sentence alone). */
export function reviewScoreTexts(locale: Locale, average: number, count: number) {
  const n = { avg: formatAverage(average), count };
  return { short: TEXT.short[locale](n), count: TEXT.count[locale](n), spoken: TEXT.spoken[locale](n), none: NONE[locale] };
}

export function ReviewScore({ average, count, external, href, className }: ReviewScoreProps) {
  const locale = useLocale();
  const text = reviewScoreTexts(locale, average, count);
  const own =
    count > 0 ? (
      <>
        <span aria-hidden="true" className="st-review-score__own">
          <span className="st-review-score__star">★</span> <strong>{text.short}</strong> · {text.count}
        </span>
        <span className="st-review-score__sr">{text.spoken}</span>
      </>
    ) : (
      <span className="st-review-score__none">{text.none}</span>
    );
  const ext = external ? { score: formatAverage(external.score), source: external.source } : null;
  return (
    <span className={['st-review-score', className].filter(Boolean).join(' ')} data-testid="review-score">
      {href && count > 0 ? <a href={href}>{own}</a> : own}
      {ext && (
        <span className="st-review-score__external">
          <span aria-hidden="true">{EXTERNAL.external[locale](ext)}</span>
          <span className="st-review-score__sr">{EXTERNAL.externalSpoken[locale](ext)}</span>
        </span>
      )}
    </span>
  );
}
