import 'server-only';
import { RowAction } from '@/components/admin/row-action';
import { renewFeedRow, revokeFeedRow } from '../admin-form-actions';

/**
 * The signed-in planner's private calendar subscription: its URL to paste into Outlook or Google Calendar, a new
 * URL (the old one stops working) and revoking it.
 */
export function AdminFeedPanel({ feedUrl }: { feedUrl: string | null }) {
  return (
    <section aria-labelledby="feed-title" className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="feed-title" className="text-lg font-semibold text-pine-900">
        Your calendar feed
      </h2>
      <p className="text-sm text-slate-700">
        A private address of your booked calls for Outlook, Google or Apple Calendar (“subscribe from URL”). Whoever has it sees your calls and the numbers to call:
        keep it to yourself, and make a new one if it got out.
      </p>
      {feedUrl ? (
        <>
          <label htmlFor="feed-url" className="block font-medium text-slate-800">
            Feed URL
          </label>
          <input id="feed-url" readOnly value={feedUrl} className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900" />
          <div className="flex flex-wrap gap-2">
            <RowAction action={renewFeedRow} fields={{}} label="Make a new URL" />
            <RowAction action={revokeFeedRow} fields={{}} label="Revoke URL" variant="danger" confirm={{ title: 'Revoke the feed URL?', description: 'Calendars subscribed to it stop getting your calls.' }} />
          </div>
        </>
      ) : (
        <RowAction action={renewFeedRow} fields={{}} label="Create feed URL" />
      )}
    </section>
  );
}
