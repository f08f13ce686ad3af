export default function AdminDashboardPage() {
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-12 sm:px-6">
      <h1 className="font-display text-5xl tracking-wide">Admin Dashboard</h1>
    </div>
  );
}
