import { buttonClasses } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { BLOG_PATH } from '@/lib/site';
import type { SubscriberStatus } from '@/db/schema/newsletter';
import { operator } from '@/lib/operator';
import { BRAND } from '@/lib/site';
import { confirmNewsletterAction } from '../actions';
import { UNSUBSCRIBE_PATH } from '../paths';
import { PENDING_EXPIRY_HOURS } from '../rules';
import type { ConfirmLink } from '../subscription-queries';
import { SIGNUP_ANCHOR } from '../texts';

// The pages behind the links in the newsletter mails. Their buttons are plain form POSTs: mail scanners that
// open every link change nothing, and no JavaScript is needed.

const SIGNUP_HREF = `${BLOG_PATH}#${SIGNUP_ANCHOR}`;

const signupAgain = (
  <a href={SIGNUP_HREF} className="font-semibold text-pine-700 underline">
    Zur Newsletter-Anmeldung
  </a>
);

export function ConfirmPageView({ link, token }: { link: ConfirmLink | { kind: 'done' }; token: string }) {
  switch (link.kind) {
    case 'valid':
      return (
        <NoticePage title="Newsletter-Anmeldung bestätigen">
          <p>
            Bitte bestätigen Sie, dass Sie den Newsletter des {BRAND}s an <strong className="break-all">{link.email}</strong> erhalten
            möchten.
          </p>
          <form action={confirmNewsletterAction}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses('primary')}>
              Anmeldung bestätigen
            </button>
          </form>
        </NoticePage>
      );
    case 'done':
      return (
        <NoticePage title="Vielen Dank: Ihre Anmeldung ist bestätigt">
          <p>
            Ab jetzt erhalten Sie unseren Newsletter. Eine Begrüßungs-E-Mail ist unterwegs; in ihr und in jeder weiteren E-Mail finden Sie einen
            Link, mit dem Sie den Newsletter jederzeit abbestellen können.
          </p>
          <a href={BLOG_PATH} className={buttonClasses('outline')}>
            Zum Blog
          </a>
        </NoticePage>
      );
    case 'expired':
      return (
        <NoticePage title="Dieser Bestätigungslink ist abgelaufen">
          <p>
            Bestätigungslinks gelten {PENDING_EXPIRY_HOURS} Stunden. Ihre Anmeldung ist daher nicht bestätigt. Melden Sie sich bitte einfach erneut
            an, dann erhalten Sie einen neuen Link.
          </p>
          <p>{signupAgain}</p>
        </NoticePage>
      );
    case 'invalid':
      return (
        <NoticePage title="Dieser Bestätigungslink ist ungültig">
          <p>
            Der Link ist unvollständig, wurde schon verwendet oder durch einen neueren ersetzt. Haben Sie Ihre Anmeldung bereits bestätigt, ist
            alles erledigt. Andernfalls nutzen Sie bitte den Link aus unserer neuesten E-Mail oder melden sich erneut an.
          </p>
          <p>{signupAgain}</p>
        </NoticePage>
      );
  }
}

export function UnsubscribePageView({ subscription, token }: { subscription: { email: string; status: SubscriberStatus } | undefined; token: string }) {
  if (!subscription) {
    const { email } = operator();
    return (
      <NoticePage title="Dieser Abmeldelink ist ungültig">
        <p>
          Bitte verwenden Sie den vollständigen Link aus einer unserer E-Mails. Sie können den Newsletter auch mit einer formlosen E-Mail an{' '}
          <a href={`mailto:${email}`} className="font-semibold text-pine-700 underline">
            {email}
          </a>{' '}
          abbestellen.
        </p>
      </NoticePage>
    );
  }
  if (subscription.status === 'unsubscribed') {
    return (
      <NoticePage title="Sie haben den Newsletter abbestellt">
        <p>
          An <strong className="break-all">{subscription.email}</strong> senden wir keinen Newsletter mehr. Falls Sie es sich anders überlegen,
          können Sie sich jederzeit wieder anmelden.
        </p>
        <p>{signupAgain}</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage title="Newsletter abbestellen">
      <p>
        Möchten Sie den Newsletter an <strong className="break-all">{subscription.email}</strong> nicht mehr erhalten? Ein Klick genügt, eine
        Anmeldung ist nicht nötig.
      </p>
      <form method="post" action={UNSUBSCRIBE_PATH}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClasses('primary')}>
          Newsletter abbestellen
        </button>
      </form>
    </NoticePage>
  );
}
