/** Shown while a venue-ad page loads (the list, or an ad for the form). */
export default function Loading() {
  return (
    <p role="status" className="py-8 text-center text-slate-700">
      Loading...
    </p>
  );
}
