export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <span className="size-10 animate-spin rounded-full border-4 border-cyan/20 border-t-cyan" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
