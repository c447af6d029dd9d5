import { SIGNUP_ANCHOR, SIGNUP_TEXTS } from '../texts';
import { NewsletterForm } from './newsletter-form';

/** The newsletter sign-up with double opt-in; the page around it sets width and spacing (blog list, end of each post). */
export function NewsletterSignup() {
  return (
    <section id={SIGNUP_ANCHOR} aria-labelledby={`${SIGNUP_ANCHOR}-titel`} className="scroll-mt-4 rounded-2xl bg-pine-50 p-6 md:p-10">
      <h2 id={`${SIGNUP_ANCHOR}-titel`} className="text-2xl font-bold text-pine-900 md:text-3xl">
        {SIGNUP_TEXTS.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{SIGNUP_TEXTS.intro}</p>
      <NewsletterForm />
    </section>
  );
}
