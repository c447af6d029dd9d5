import type { CallPageOrigin } from '../form-state';

/** What every call form carries besides its own fields (the link, the page it stands on) and its message above them. */
export function FormTop({ message, token, origin }: { message?: string; token: string; origin: CallPageOrigin }) {
  return (
    <>
      {message && (
        <p role="alert" className="rounded-lg bg-berry-50 p-4 font-medium text-berry-800">
          {message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="from" value={origin.page} />
      {origin.page === 'thanks' && <input type="hidden" name="city" value={origin.city} />}
    </>
  );
}
