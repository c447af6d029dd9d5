import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { currentUser } from '@/features/auth/guard';
import type { SignedInUser } from '@/features/auth/server';
import { PARTNER_SIGN_IN_PATH } from './paths';

/** For every partner page: signed out → the partner sign-in, any other account (an admin too) → 403. */
export async function requirePartnerPage(): Promise<SignedInUser> {
  const user = await currentUser();
  if (!user) redirect(PARTNER_SIGN_IN_PATH);
  if (!user.isPartner) forbidden();
  return user;
}
