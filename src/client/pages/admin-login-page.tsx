export default function AdminLoginPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-5xl tracking-wide text-glow-cyan">Admin Login</h1>
      <p className="mt-3 text-muted">Enter your admin password to access the dashboard</p>
    </div>
  );
}
