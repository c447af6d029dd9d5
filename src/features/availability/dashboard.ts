import 'server-only';
import type { Executor } from '@/db/client';
import { invitesOfPartner } from './queries';
import { inviteToken } from './tokens';

/** The operator's availability requests for its partner area, each with its page's token (made from the nonce, never stored). */
export async function partnerInvites(db: Executor, partnerUserId: string, secret: string) {
  const rows = await invitesOfPartner(db, partnerUserId);
  return rows.map((row) => ({ ...row, token: inviteToken(secret, row.invite.tokenNonce) }));
}
