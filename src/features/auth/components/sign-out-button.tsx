'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { authClient } from '../client';
import { AUTH_TEXTS } from '../texts';

/** Ends the session in the database (Better Auth deletes it) and returns to /auth. */
export function SignOutButton() {
  const router = useRouter();
  const signOut = async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) return void toast.error(AUTH_TEXTS.signOutFailed);
      toast.success(AUTH_TEXTS.signedOut);
      router.push('/auth');
      router.refresh();
    } catch {
      toast.error(AUTH_TEXTS.signOutFailed);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={signOut}>
      Sign Out
    </Button>
  );
}
