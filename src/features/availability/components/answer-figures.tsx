import { useTranslations } from 'next-intl';
import type { AnswerFigures } from '../rules';

/**
 * A venue's answer rate and median answer time („3 von 4 beantwortet · Median 5 h"), or that it was never asked: in
 * the ask form's venue list and the Venues tab. No client code of its own, so both kinds of component can use it.
 */
export function AnswerFiguresText({ figures }: { figures: AnswerFigures | undefined }) {
  const t = useTranslations('availability.ask');
  if (!figures) return t('neverAsked');
  if (figures.asked === 0) return t('noFiguresYet');
  const rate = t('figures', { answered: figures.answered, asked: figures.asked });
  if (figures.medianHours === null) return rate;
  return `${rate} · ${figures.medianHours < 1 ? t('medianUnderHour') : t('median', { hours: Math.round(figures.medianHours) })}`;
}
