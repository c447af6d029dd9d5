'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { authClient } from '../client';

/** Ends the session in the database (Better Auth deletes it) and returns to /auth. */
export function SignOutButton() {
  const router = useRouter();
  const t = useTranslations('auth.signOut');
  const signOut = async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) return void toast.error(t('failed'));
      toast.success(t('signedOut'));
      router.push('/auth');
      router.refresh();
    } catch {
      toast.error(t('failed'));
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={signOut}>
      {t('button')}
    </Button>
  );
}
