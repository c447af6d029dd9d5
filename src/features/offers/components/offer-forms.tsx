import type { OfferSnapshot } from '@/db/schema';
import { formatEuro } from '@/lib/money';
import { TERMS_PATH } from '@/lib/site';
import { berlinToday, type Day, formatShortDay } from '@/lib/time';
import { CHOICE_ANCHOR, QUESTION_ANCHOR } from '../anchors';
import { billingLines, cancellationRun, formatDateOption, personsText } from '../format';
import { cancellationSchedule, maxCapacity, priceOption } from '../prices';
import { emptyChoice } from '../form-state';
import { CHOICE_FORM_TEXTS, QUESTION_TEXTS } from '../texts';
import { ChoiceForm } from './choice-form';
import { QuestionForm } from './question-form';

/**
 * The choice of one option (the page shows it for ?wahl=N): its heading and form, with what cancelling would cost
 * after accepting `today` (Berlin), for each of its dates, and its total with who bills what, for the group the offer
 * is priced for. The billing address starts with the company's name from its request.
 */
export function ChoiceSection({ snapshot, optionIndex, token, versionId, closed, today = berlinToday() }: { snapshot: OfferSnapshot; optionIndex: number; token: string; versionId: string; closed: boolean; today?: Day }) {
  const option = snapshot.options[optionIndex];
  const priced = priceOption(option, snapshot.request.participantCount, snapshot.planningFee);
  const { venue } = priced;
  const total = { text: CHOICE_FORM_TEXTS.total(personsText(priced.participants), formatEuro(priced.total.gross)), billing: billingLines(option.venue.name, priced) };
  const cancellation = option.dates.map((slot) => ({ day: formatShortDay(slot.date), text: cancellationRun(cancellationSchedule(option.cancellationTerms, venue.gross, slot.date, today)) }));
  return (
    <section id={CHOICE_ANCHOR} aria-labelledby={`${CHOICE_ANCHOR}-titel`} className="mt-12 scroll-mt-4 rounded-2xl bg-pine-50 p-5 md:p-8">
      <h2 id={`${CHOICE_ANCHOR}-titel`} className="text-2xl font-bold text-pine-900">
        {CHOICE_FORM_TEXTS.title(optionIndex + 1, option.venue.name)}
      </h2>
      <ChoiceForm
        token={token}
        versionId={versionId}
        optionIndex={optionIndex}
        venueName={option.venue.name}
        dates={option.dates.map((date) => formatDateOption(date))}
        cancellation={cancellation}
        total={total}
        maxParticipants={maxCapacity(option.venue)}
        termsPath={TERMS_PATH}
        initial={emptyChoice(snapshot.request.participantCount, snapshot.request.companyName)}
        closed={closed}
      />
    </section>
  );
}

/** "Frage zum Angebot": the planner answers by mail. */
export function QuestionSection({ token }: { token: string }) {
  return (
    <section id={QUESTION_ANCHOR} aria-labelledby={`${QUESTION_ANCHOR}-titel`} className="mt-12 scroll-mt-4">
      <h2 id={`${QUESTION_ANCHOR}-titel`} className="text-2xl font-bold text-pine-900">
        {QUESTION_TEXTS.title}
      </h2>
      <p className="mt-2 text-slate-700">{QUESTION_TEXTS.intro}</p>
      <QuestionForm token={token} />
    </section>
  );
}
