'use server';

import { failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { formObject } from '@/lib/validation';
import { askAvailability, takeAnswerIntoOffer } from './admin-actions';
import { ASK_VENUE_PREFIX, NOTE_MAX, postedValues, type Values } from './form-state';

const posted = (form: FormData): Values => postedValues(formObject(form) as Record<string, unknown>);

/**
 * The request page's ask form. A refused ask gives back every value as typed, the ticks too; an ask sent keeps the
 * party's facts for the next venues and clears the ticks (the venues asked are then greyed out).
 */
export const askAvailabilityFromForm = adminFormAction(askAvailability, {
  failed: (result, form) => failedForm<Values>(posted(form), result, undefined, { wishes: NOTE_MAX, plannerNote: NOTE_MAX }),
  saved: async (data, form): Promise<FormState<Values>> => {
    const facts = Object.fromEntries(Object.entries(posted(form)).filter(([name]) => !name.startsWith(ASK_VENUE_PREFIX)));
    return { values: facts, saved: (await requestTranslator('availability.ask'))('asked', { count: data.asked }) };
  },
});

/** A venue's answer taken into the offer draft: which option it became. */
export const takeAnswerIntoOfferFromRow = adminRowAction(takeAnswerIntoOffer, {
  success: async (data) => {
    const t = await requestTranslator('availability.take');
    return data.replaced ? t('replaced', { n: data.position }) : t('added', { n: data.position });
  },
});
