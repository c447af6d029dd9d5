/** A form's message for the whole form (a refusal or a failure), announced to screen readers. */
export function FormMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-berry-50 p-3 font-medium text-berry-800 ring-1 ring-berry-600/30">
      {message}
    </p>
  );
}
