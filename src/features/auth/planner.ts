import { TEAM_SENDER } from '@/lib/mail/letter';

/**
 * A planner as the companies and venues meet them: a person with a name, a job title, a direct line and perhaps a
 * portrait. Pure: the rows come in (user columns), the words go out.
 */

export interface PlannerProfile {
  /** The display name; '' while the admin has not given one. */
  name: string;
  email: string;
  /** Optional: an offer published before planners had them carries none. */
  phone?: string | null;
  jobTitle?: string | null;
  photoImageId?: string | null;
}

/** An address is no name: older accounts carried their address as one. */
export function hasPlannerName(profile: Pick<PlannerProfile, 'name'>): boolean {
  const name = profile.name.trim();
  return name !== '' && !name.includes('@');
}

/** The name a customer reads; undefined while there is none (the words then speak for the team). */
export function plannerName(profile: Pick<PlannerProfile, 'name'>): string | undefined {
  return hasPlannerName(profile) ? profile.name.trim() : undefined;
}

/** "Katrin" of "Katrin Vogel", for the planner's own mails („Hallo Katrin,"). */
export function plannerFirstName(profile: Pick<PlannerProfile, 'name'>): string | undefined {
  return plannerName(profile)?.split(/\s+/)[0];
}

/** The planner's lines under a mail's closing: name, title, direct line (what they have of them). */
export function plannerSignatureLines(profile: Omit<PlannerProfile, 'email'>): string[] {
  const name = plannerName(profile);
  if (!name) return [];
  return [name, ...(profile.jobTitle?.trim() ? [profile.jobTitle.trim()] : []), ...(profile.phone?.trim() ? [`Telefon: ${profile.phone.trim()}`] : [])];
}

/** Who signs a company's mail below the closing: the planner (name, title, line), or the team while they have no name. */
export function plannerSender(profile: Omit<PlannerProfile, 'email'>): readonly string[] {
  const lines = plannerSignatureLines(profile);
  return lines.length ? lines : TEAM_SENDER;
}

/**
 * Where a reply to a mail to a company, venue or operator goes: to the planner responsible (the one who asked the
 * venue, published the offer, decided the change), so every answer reaches a person; to the team's address
 * (LEAD_NOTIFY_EMAIL) where nobody is, or the planner's account is gone.
 */
export function plannerReplyTo(planner: { email?: string | null } | null | undefined, teamAddress: string): string {
  return planner?.email?.trim() || teamAddress;
}
