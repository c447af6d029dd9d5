import { TriangleAlert } from '@/components/ui/icons';
import { getCity } from '@/features/cities';
import { AD_SLOTS } from '../selection';

/** Per city, how many of its live slots are taken; more live ads than slots means some of them never show. */
export function AdminAdSlots({ usage }: { usage: readonly { cityId: string; live: number }[] }) {
  return (
    <section aria-labelledby="live-slots-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="live-slots-title" className="font-semibold text-pine-900">
        Live slots per city
      </h2>
      {usage.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No city has a live ad.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {usage.map(({ cityId, live }) => {
            const crowded = live > AD_SLOTS;
            return (
              <li key={cityId} className={`rounded-lg px-2.5 py-1 ${crowded ? 'bg-gold-100 text-slate-900 ring-1 ring-gold-400' : 'bg-slate-100 text-slate-800'}`}>
                <span className="font-medium">{getCity(cityId)?.displayName ?? cityId}</span>: {Math.min(live, AD_SLOTS)} of {AD_SLOTS} live slots taken
                {crowded && (
                  <strong className="ml-1 inline-flex items-center gap-1 font-semibold">
                    <TriangleAlert className="size-4" />
                    Warning: {live} live ads compete, only {AD_SLOTS} show
                  </strong>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
